DROP INDEX "devices_series_release";--> statement-breakpoint
DROP INDEX "devices_category_release";--> statement-breakpoint
CREATE INDEX "devices_series_release_name" ON "devices" USING btree ("series_id","release_year" DESC NULLS LAST,"release_month" DESC NULLS LAST,"name");--> statement-breakpoint
CREATE INDEX "devices_category_order" ON "devices" USING btree ("category_id","release_year" DESC NULLS LAST,"release_month" DESC NULLS LAST,lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "devices_category_manufacturer_order" ON "devices" USING btree ("category_id","manufacturer_id","release_year" DESC NULLS LAST,"release_month" DESC NULLS LAST,lower("name") collate "C","id");