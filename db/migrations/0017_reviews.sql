CREATE TABLE "review_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_id" integer NOT NULL,
	"edition" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_id" integer NOT NULL,
	"edition" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"author_name" text NOT NULL,
	"comment_status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"moderated_at" timestamp with time zone,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_invitations_trade" ON "review_invitations" USING btree ("trade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_invitations_token" ON "review_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_trade" ON "reviews" USING btree ("trade_id");--> statement-breakpoint
CREATE INDEX "reviews_edition_status" ON "reviews" USING btree ("edition","comment_status","created_at");