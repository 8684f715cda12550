CREATE TABLE "price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"edition" text NOT NULL,
	"old_price_cents" integer,
	"new_price_cents" integer NOT NULL,
	"source" text NOT NULL,
	"import_id" text,
	"staff_id" text,
	"staff_email" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"staff_id" text,
	"staff_email" text,
	"file_name" text,
	"created_at" timestamp with time zone NOT NULL,
	"basis_hash" text NOT NULL,
	"counts" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"applied_at" timestamp with time zone,
	"applied_by" text
);
--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_import_id_price_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."price_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_device" ON "price_history" USING btree ("device_id","edition","at");--> statement-breakpoint
CREATE INDEX "price_imports_created" ON "price_imports" USING btree ("created_at");