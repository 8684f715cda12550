CREATE TABLE "answer_texts" (
	"answer_id" integer NOT NULL,
	"edition" text NOT NULL,
	"text" text NOT NULL,
	"help" text NOT NULL,
	"no_offer_reason" text,
	CONSTRAINT "answer_texts_answer_id_edition_pk" PRIMARY KEY("answer_id","edition")
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"code" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"effect_kind" text NOT NULL,
	"multiplier" numeric(6, 4),
	"deduction_cents" integer
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"top_manufacturers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"thumbnail" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_texts" (
	"category_id" text NOT NULL,
	"edition" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"content" text NOT NULL,
	"meta_description" text NOT NULL,
	"meta_keywords" text NOT NULL,
	CONSTRAINT "category_texts_category_id_edition_pk" PRIMARY KEY("category_id","edition")
);
--> statement-breakpoint
CREATE TABLE "device_prices" (
	"device_id" integer NOT NULL,
	"edition" text NOT NULL,
	"base_price_cents" integer NOT NULL,
	CONSTRAINT "device_prices_device_id_edition_pk" PRIMARY KEY("device_id","edition")
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"model" text NOT NULL,
	"category_id" text NOT NULL,
	"manufacturer_id" text NOT NULL,
	"series_id" text NOT NULL,
	"release_year" smallint NOT NULL,
	"release_month" smallint NOT NULL,
	"image" text NOT NULL,
	"thumbnail" text NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED,
	"search_rank" integer DEFAULT 0 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"generated" boolean DEFAULT false NOT NULL,
	CONSTRAINT "devices_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "manufacturer_texts" (
	"manufacturer_id" text NOT NULL,
	"edition" text NOT NULL,
	"content" text NOT NULL,
	"meta_description" text NOT NULL,
	"meta_keywords" text NOT NULL,
	CONSTRAINT "manufacturer_texts_manufacturer_id_edition_pk" PRIMARY KEY("manufacturer_id","edition")
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"thumbnail" text NOT NULL,
	CONSTRAINT "manufacturers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "question_texts" (
	"question_id" integer NOT NULL,
	"edition" text NOT NULL,
	"question" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "question_texts_question_id_edition_pk" PRIMARY KEY("question_id","edition")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"category_id" text,
	"device_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"category_id" text NOT NULL,
	"manufacturer_id" text NOT NULL,
	"top" boolean DEFAULT false NOT NULL,
	"thumbnail" text NOT NULL,
	CONSTRAINT "series_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "series_texts" (
	"series_id" text NOT NULL,
	"edition" text NOT NULL,
	"content" text NOT NULL,
	"meta_description" text NOT NULL,
	"meta_keywords" text NOT NULL,
	CONSTRAINT "series_texts_series_id_edition_pk" PRIMARY KEY("series_id","edition")
);
--> statement-breakpoint
ALTER TABLE "answer_texts" ADD CONSTRAINT "answer_texts_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_texts" ADD CONSTRAINT "category_texts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_prices" ADD CONSTRAINT "device_prices_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturer_texts" ADD CONSTRAINT "manufacturer_texts_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_texts" ADD CONSTRAINT "question_texts_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_texts" ADD CONSTRAINT "series_texts_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answers_question" ON "answers" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "category_texts_slug" ON "category_texts" USING btree ("edition","slug");--> statement-breakpoint
CREATE INDEX "devices_series_release" ON "devices" USING btree ("series_id","release_year" DESC NULLS LAST,"release_month" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "devices_category_release" ON "devices" USING btree ("category_id","release_year" DESC NULLS LAST,"release_month" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "devices_manufacturer_release" ON "devices" USING btree ("manufacturer_id","release_year" DESC NULLS LAST,"release_month" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "devices_search_vector" ON "devices" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "devices_search_vector_real" ON "devices" USING gin ("search_vector") WHERE not "devices"."generated";--> statement-breakpoint
CREATE INDEX "devices_search_rank" ON "devices" USING btree ("search_rank" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "questions_category" ON "questions" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "questions_device" ON "questions" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "search_terms_trgm" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "series_category_manufacturer" ON "series" USING btree ("category_id","manufacturer_id");