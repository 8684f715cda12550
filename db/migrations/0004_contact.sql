CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"subject" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"trade_number" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE INDEX "rate_limits_window" ON "rate_limits" USING btree ("window_start");