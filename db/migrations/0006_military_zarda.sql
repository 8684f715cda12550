CREATE TABLE "b2b_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"company" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"device_count" integer NOT NULL,
	"categories" jsonb NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"email" text NOT NULL,
	"email_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"confirm_token_expires_at" timestamp with time zone,
	"first_name" text,
	"interests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"birthdate" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "b2b_leads_created" ON "b2b_leads" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_edition" ON "newsletter_subscriptions" USING btree ("email","edition");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_hash_edition" ON "newsletter_subscriptions" USING btree ("email_hash","edition");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_token" ON "newsletter_subscriptions" USING btree ("confirm_token_hash");