CREATE TABLE "device_texts" (
	"device_id" integer NOT NULL,
	"edition" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "device_texts_device_id_edition_pk" PRIMARY KEY("device_id","edition")
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "device_texts" ADD CONSTRAINT "device_texts_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devices_hidden" ON "devices" USING btree ("id") WHERE "devices"."hidden";