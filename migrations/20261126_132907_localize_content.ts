import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'hi');
  CREATE TABLE "news_locales" (
  	"title" varchar,
  	"content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "photos_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "videos_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_menu_children_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_menu_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_footer_quick_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_footer_about_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_locales" (
  	"site_name" varchar,
  	"tagline" varchar,
  	"copyright" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_page_what_we_do_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_programs_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_locales" (
  	"hero_headline" varchar,
  	"hero_text" varchar,
  	"hero_button_label" varchar,
  	"what_we_do_title" varchar,
  	"news_panel_title" varchar,
  	"about_panel_title" varchar,
  	"about_panel_text" varchar,
  	"mission_title" varchar,
  	"mission_text" varchar,
  	"vision_title" varchar,
  	"vision_text" varchar,
  	"programs_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "about_page_aims_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_page_achievements_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_page_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"aims_title" varchar,
  	"achievements_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "mission_vision_core_objectives_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "mission_vision_key_initiatives_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "mission_vision_future_goals_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "mission_vision_locales" (
  	"title" varchar,
  	"vision" varchar,
  	"mission" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "privacy_policy_sections_locales" (
  	"heading" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "privacy_policy_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"grievance_officer_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "leaders_leaders_locales" (
  	"name" varchar,
  	"position" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "leaders_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contact_details_offices_locales" (
  	"label" varchar,
  	"address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "contact_details_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"map_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "photos_locales" ADD CONSTRAINT "photos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos_locales" ADD CONSTRAINT "videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_menu_children_locales" ADD CONSTRAINT "site_settings_menu_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_menu_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_menu_locales" ADD CONSTRAINT "site_settings_menu_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_quick_links_locales" ADD CONSTRAINT "site_settings_footer_quick_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_footer_quick_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_about_links_locales" ADD CONSTRAINT "site_settings_footer_about_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_footer_about_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_what_we_do_locales" ADD CONSTRAINT "home_page_what_we_do_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_what_we_do"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_programs_locales" ADD CONSTRAINT "home_page_programs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_locales" ADD CONSTRAINT "home_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_aims_locales" ADD CONSTRAINT "about_page_aims_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page_aims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_achievements_locales" ADD CONSTRAINT "about_page_achievements_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page_achievements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_locales" ADD CONSTRAINT "about_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mission_vision_core_objectives_locales" ADD CONSTRAINT "mission_vision_core_objectives_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mission_vision_core_objectives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mission_vision_key_initiatives_locales" ADD CONSTRAINT "mission_vision_key_initiatives_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mission_vision_key_initiatives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mission_vision_future_goals_locales" ADD CONSTRAINT "mission_vision_future_goals_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mission_vision_future_goals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mission_vision_locales" ADD CONSTRAINT "mission_vision_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mission_vision"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_policy_sections_locales" ADD CONSTRAINT "privacy_policy_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy_policy_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_policy_locales" ADD CONSTRAINT "privacy_policy_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy_policy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leaders_leaders_locales" ADD CONSTRAINT "leaders_leaders_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leaders_leaders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leaders_locales" ADD CONSTRAINT "leaders_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leaders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_details_offices_locales" ADD CONSTRAINT "contact_details_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_details_offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_details_locales" ADD CONSTRAINT "contact_details_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_details"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "news_locales_locale_parent_id_unique" ON "news_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "photos_locales_locale_parent_id_unique" ON "photos_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "videos_locales_locale_parent_id_unique" ON "videos_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_menu_children_locales_locale_parent_id_unique" ON "site_settings_menu_children_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_menu_locales_locale_parent_id_unique" ON "site_settings_menu_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_footer_quick_links_locales_locale_parent_id_un" ON "site_settings_footer_quick_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_footer_about_links_locales_locale_parent_id_un" ON "site_settings_footer_about_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "home_page_what_we_do_locales_locale_parent_id_unique" ON "home_page_what_we_do_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "home_page_programs_locales_locale_parent_id_unique" ON "home_page_programs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "home_page_locales_locale_parent_id_unique" ON "home_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "about_page_aims_locales_locale_parent_id_unique" ON "about_page_aims_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "about_page_achievements_locales_locale_parent_id_unique" ON "about_page_achievements_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "about_page_locales_locale_parent_id_unique" ON "about_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "mission_vision_core_objectives_locales_locale_parent_id_uniq" ON "mission_vision_core_objectives_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "mission_vision_key_initiatives_locales_locale_parent_id_uniq" ON "mission_vision_key_initiatives_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "mission_vision_future_goals_locales_locale_parent_id_unique" ON "mission_vision_future_goals_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "mission_vision_locales_locale_parent_id_unique" ON "mission_vision_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "privacy_policy_sections_locales_locale_parent_id_unique" ON "privacy_policy_sections_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "privacy_policy_locales_locale_parent_id_unique" ON "privacy_policy_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "leaders_leaders_locales_locale_parent_id_unique" ON "leaders_leaders_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "leaders_locales_locale_parent_id_unique" ON "leaders_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "contact_details_offices_locales_locale_parent_id_unique" ON "contact_details_offices_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "contact_details_locales_locale_parent_id_unique" ON "contact_details_locales" USING btree ("_locale","_parent_id");
  -- Keep what is there: every existing text becomes the English text (issue 13).
  INSERT INTO "news_locales" ("title", "content", "_locale", "_parent_id") SELECT "title", "content", 'en', "id" FROM "news";
  INSERT INTO "photos_locales" ("title", "_locale", "_parent_id") SELECT "title", 'en', "id" FROM "photos";
  INSERT INTO "videos_locales" ("title", "description", "_locale", "_parent_id") SELECT "title", "description", 'en', "id" FROM "videos";
  INSERT INTO "site_settings_menu_children_locales" ("label", "_locale", "_parent_id") SELECT "label", 'en', "id" FROM "site_settings_menu_children";
  INSERT INTO "site_settings_menu_locales" ("label", "_locale", "_parent_id") SELECT "label", 'en', "id" FROM "site_settings_menu";
  INSERT INTO "site_settings_footer_quick_links_locales" ("label", "_locale", "_parent_id") SELECT "label", 'en', "id" FROM "site_settings_footer_quick_links";
  INSERT INTO "site_settings_footer_about_links_locales" ("label", "_locale", "_parent_id") SELECT "label", 'en', "id" FROM "site_settings_footer_about_links";
  INSERT INTO "site_settings_locales" ("site_name", "tagline", "copyright", "_locale", "_parent_id") SELECT "site_name", "tagline", "copyright", 'en', "id" FROM "site_settings";
  INSERT INTO "home_page_what_we_do_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "home_page_what_we_do";
  INSERT INTO "home_page_programs_locales" ("title", "text", "_locale", "_parent_id") SELECT "title", "text", 'en', "id" FROM "home_page_programs";
  INSERT INTO "home_page_locales" ("hero_headline", "hero_text", "hero_button_label", "what_we_do_title", "news_panel_title", "about_panel_title", "about_panel_text", "mission_title", "mission_text", "vision_title", "vision_text", "programs_title", "_locale", "_parent_id") SELECT "hero_headline", "hero_text", "hero_button_label", "what_we_do_title", "news_panel_title", "about_panel_title", "about_panel_text", "mission_title", "mission_text", "vision_title", "vision_text", "programs_title", 'en', "id" FROM "home_page";
  INSERT INTO "about_page_aims_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "about_page_aims";
  INSERT INTO "about_page_achievements_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "about_page_achievements";
  INSERT INTO "about_page_locales" ("title", "intro", "aims_title", "achievements_title", "_locale", "_parent_id") SELECT "title", "intro", "aims_title", "achievements_title", 'en', "id" FROM "about_page";
  INSERT INTO "mission_vision_core_objectives_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "mission_vision_core_objectives";
  INSERT INTO "mission_vision_key_initiatives_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "mission_vision_key_initiatives";
  INSERT INTO "mission_vision_future_goals_locales" ("text", "_locale", "_parent_id") SELECT "text", 'en', "id" FROM "mission_vision_future_goals";
  INSERT INTO "mission_vision_locales" ("title", "vision", "mission", "_locale", "_parent_id") SELECT "title", "vision", "mission", 'en', "id" FROM "mission_vision";
  INSERT INTO "privacy_policy_sections_locales" ("heading", "body", "_locale", "_parent_id") SELECT "heading", "body", 'en', "id" FROM "privacy_policy_sections";
  INSERT INTO "privacy_policy_locales" ("title", "intro", "grievance_officer_name", "_locale", "_parent_id") SELECT "title", "intro", "grievance_officer_name", 'en', "id" FROM "privacy_policy";
  INSERT INTO "leaders_leaders_locales" ("name", "position", "_locale", "_parent_id") SELECT "name", "position", 'en', "id" FROM "leaders_leaders";
  INSERT INTO "leaders_locales" ("title", "_locale", "_parent_id") SELECT "title", 'en', "id" FROM "leaders";
  INSERT INTO "contact_details_offices_locales" ("label", "address", "_locale", "_parent_id") SELECT "label", "address", 'en', "id" FROM "contact_details_offices";
  INSERT INTO "contact_details_locales" ("title", "intro", "map_title", "_locale", "_parent_id") SELECT "title", "intro", "map_title", 'en', "id" FROM "contact_details";
  ALTER TABLE "news" DROP COLUMN "title";
  ALTER TABLE "news" DROP COLUMN "content";
  ALTER TABLE "photos" DROP COLUMN "title";
  ALTER TABLE "videos" DROP COLUMN "title";
  ALTER TABLE "videos" DROP COLUMN "description";
  ALTER TABLE "site_settings_menu_children" DROP COLUMN "label";
  ALTER TABLE "site_settings_menu" DROP COLUMN "label";
  ALTER TABLE "site_settings_footer_quick_links" DROP COLUMN "label";
  ALTER TABLE "site_settings_footer_about_links" DROP COLUMN "label";
  ALTER TABLE "site_settings" DROP COLUMN "site_name";
  ALTER TABLE "site_settings" DROP COLUMN "tagline";
  ALTER TABLE "site_settings" DROP COLUMN "copyright";
  ALTER TABLE "home_page_what_we_do" DROP COLUMN "title";
  ALTER TABLE "home_page_what_we_do" DROP COLUMN "text";
  ALTER TABLE "home_page_programs" DROP COLUMN "title";
  ALTER TABLE "home_page_programs" DROP COLUMN "text";
  ALTER TABLE "home_page" DROP COLUMN "hero_headline";
  ALTER TABLE "home_page" DROP COLUMN "hero_text";
  ALTER TABLE "home_page" DROP COLUMN "hero_button_label";
  ALTER TABLE "home_page" DROP COLUMN "what_we_do_title";
  ALTER TABLE "home_page" DROP COLUMN "news_panel_title";
  ALTER TABLE "home_page" DROP COLUMN "about_panel_title";
  ALTER TABLE "home_page" DROP COLUMN "about_panel_text";
  ALTER TABLE "home_page" DROP COLUMN "mission_title";
  ALTER TABLE "home_page" DROP COLUMN "mission_text";
  ALTER TABLE "home_page" DROP COLUMN "vision_title";
  ALTER TABLE "home_page" DROP COLUMN "vision_text";
  ALTER TABLE "home_page" DROP COLUMN "programs_title";
  ALTER TABLE "about_page_aims" DROP COLUMN "text";
  ALTER TABLE "about_page_achievements" DROP COLUMN "text";
  ALTER TABLE "about_page" DROP COLUMN "title";
  ALTER TABLE "about_page" DROP COLUMN "intro";
  ALTER TABLE "about_page" DROP COLUMN "aims_title";
  ALTER TABLE "about_page" DROP COLUMN "achievements_title";
  ALTER TABLE "mission_vision_core_objectives" DROP COLUMN "text";
  ALTER TABLE "mission_vision_key_initiatives" DROP COLUMN "text";
  ALTER TABLE "mission_vision_future_goals" DROP COLUMN "text";
  ALTER TABLE "mission_vision" DROP COLUMN "title";
  ALTER TABLE "mission_vision" DROP COLUMN "vision";
  ALTER TABLE "mission_vision" DROP COLUMN "mission";
  ALTER TABLE "privacy_policy_sections" DROP COLUMN "heading";
  ALTER TABLE "privacy_policy_sections" DROP COLUMN "body";
  ALTER TABLE "privacy_policy" DROP COLUMN "title";
  ALTER TABLE "privacy_policy" DROP COLUMN "intro";
  ALTER TABLE "privacy_policy" DROP COLUMN "grievance_officer_name";
  ALTER TABLE "leaders_leaders" DROP COLUMN "name";
  ALTER TABLE "leaders_leaders" DROP COLUMN "position";
  ALTER TABLE "leaders" DROP COLUMN "title";
  ALTER TABLE "contact_details_offices" DROP COLUMN "label";
  ALTER TABLE "contact_details_offices" DROP COLUMN "address";
  ALTER TABLE "contact_details" DROP COLUMN "title";
  ALTER TABLE "contact_details" DROP COLUMN "intro";
  ALTER TABLE "contact_details" DROP COLUMN "map_title";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "news" ADD COLUMN "title" varchar;
  ALTER TABLE "news" ADD COLUMN "content" varchar;
  ALTER TABLE "photos" ADD COLUMN "title" varchar;
  ALTER TABLE "videos" ADD COLUMN "title" varchar;
  ALTER TABLE "videos" ADD COLUMN "description" varchar;
  ALTER TABLE "site_settings_menu_children" ADD COLUMN "label" varchar;
  ALTER TABLE "site_settings_menu" ADD COLUMN "label" varchar;
  ALTER TABLE "site_settings_footer_quick_links" ADD COLUMN "label" varchar;
  ALTER TABLE "site_settings_footer_about_links" ADD COLUMN "label" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "site_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "tagline" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "copyright" varchar;
  ALTER TABLE "home_page_what_we_do" ADD COLUMN "title" varchar;
  ALTER TABLE "home_page_what_we_do" ADD COLUMN "text" varchar;
  ALTER TABLE "home_page_programs" ADD COLUMN "title" varchar;
  ALTER TABLE "home_page_programs" ADD COLUMN "text" varchar;
  ALTER TABLE "home_page" ADD COLUMN "hero_headline" varchar;
  ALTER TABLE "home_page" ADD COLUMN "hero_text" varchar;
  ALTER TABLE "home_page" ADD COLUMN "hero_button_label" varchar;
  ALTER TABLE "home_page" ADD COLUMN "what_we_do_title" varchar;
  ALTER TABLE "home_page" ADD COLUMN "news_panel_title" varchar;
  ALTER TABLE "home_page" ADD COLUMN "about_panel_title" varchar;
  ALTER TABLE "home_page" ADD COLUMN "about_panel_text" varchar;
  ALTER TABLE "home_page" ADD COLUMN "mission_title" varchar;
  ALTER TABLE "home_page" ADD COLUMN "mission_text" varchar;
  ALTER TABLE "home_page" ADD COLUMN "vision_title" varchar;
  ALTER TABLE "home_page" ADD COLUMN "vision_text" varchar;
  ALTER TABLE "home_page" ADD COLUMN "programs_title" varchar;
  ALTER TABLE "about_page_aims" ADD COLUMN "text" varchar;
  ALTER TABLE "about_page_achievements" ADD COLUMN "text" varchar;
  ALTER TABLE "about_page" ADD COLUMN "title" varchar;
  ALTER TABLE "about_page" ADD COLUMN "intro" varchar;
  ALTER TABLE "about_page" ADD COLUMN "aims_title" varchar;
  ALTER TABLE "about_page" ADD COLUMN "achievements_title" varchar;
  ALTER TABLE "mission_vision_core_objectives" ADD COLUMN "text" varchar;
  ALTER TABLE "mission_vision_key_initiatives" ADD COLUMN "text" varchar;
  ALTER TABLE "mission_vision_future_goals" ADD COLUMN "text" varchar;
  ALTER TABLE "mission_vision" ADD COLUMN "title" varchar;
  ALTER TABLE "mission_vision" ADD COLUMN "vision" varchar;
  ALTER TABLE "mission_vision" ADD COLUMN "mission" varchar;
  ALTER TABLE "privacy_policy_sections" ADD COLUMN "heading" varchar;
  ALTER TABLE "privacy_policy_sections" ADD COLUMN "body" varchar;
  ALTER TABLE "privacy_policy" ADD COLUMN "title" varchar;
  ALTER TABLE "privacy_policy" ADD COLUMN "intro" varchar;
  ALTER TABLE "privacy_policy" ADD COLUMN "grievance_officer_name" varchar;
  ALTER TABLE "leaders_leaders" ADD COLUMN "name" varchar;
  ALTER TABLE "leaders_leaders" ADD COLUMN "position" varchar;
  ALTER TABLE "leaders" ADD COLUMN "title" varchar;
  ALTER TABLE "contact_details_offices" ADD COLUMN "label" varchar;
  ALTER TABLE "contact_details_offices" ADD COLUMN "address" varchar;
  ALTER TABLE "contact_details" ADD COLUMN "title" varchar;
  ALTER TABLE "contact_details" ADD COLUMN "intro" varchar;
  ALTER TABLE "contact_details" ADD COLUMN "map_title" varchar;
  -- The English text goes back to its column; the Hindi is lost.
  UPDATE "news" SET "title" = l."title", "content" = l."content" FROM "news_locales" l WHERE l."_parent_id" = "news"."id" AND l."_locale" = 'en';
  UPDATE "photos" SET "title" = l."title" FROM "photos_locales" l WHERE l."_parent_id" = "photos"."id" AND l."_locale" = 'en';
  UPDATE "videos" SET "title" = l."title", "description" = l."description" FROM "videos_locales" l WHERE l."_parent_id" = "videos"."id" AND l."_locale" = 'en';
  UPDATE "site_settings_menu_children" SET "label" = l."label" FROM "site_settings_menu_children_locales" l WHERE l."_parent_id" = "site_settings_menu_children"."id" AND l."_locale" = 'en';
  UPDATE "site_settings_menu" SET "label" = l."label" FROM "site_settings_menu_locales" l WHERE l."_parent_id" = "site_settings_menu"."id" AND l."_locale" = 'en';
  UPDATE "site_settings_footer_quick_links" SET "label" = l."label" FROM "site_settings_footer_quick_links_locales" l WHERE l."_parent_id" = "site_settings_footer_quick_links"."id" AND l."_locale" = 'en';
  UPDATE "site_settings_footer_about_links" SET "label" = l."label" FROM "site_settings_footer_about_links_locales" l WHERE l."_parent_id" = "site_settings_footer_about_links"."id" AND l."_locale" = 'en';
  UPDATE "site_settings" SET "site_name" = l."site_name", "tagline" = l."tagline", "copyright" = l."copyright" FROM "site_settings_locales" l WHERE l."_parent_id" = "site_settings"."id" AND l."_locale" = 'en';
  UPDATE "home_page_what_we_do" SET "title" = l."title", "text" = l."text" FROM "home_page_what_we_do_locales" l WHERE l."_parent_id" = "home_page_what_we_do"."id" AND l."_locale" = 'en';
  UPDATE "home_page_programs" SET "title" = l."title", "text" = l."text" FROM "home_page_programs_locales" l WHERE l."_parent_id" = "home_page_programs"."id" AND l."_locale" = 'en';
  UPDATE "home_page" SET "hero_headline" = l."hero_headline", "hero_text" = l."hero_text", "hero_button_label" = l."hero_button_label", "what_we_do_title" = l."what_we_do_title", "news_panel_title" = l."news_panel_title", "about_panel_title" = l."about_panel_title", "about_panel_text" = l."about_panel_text", "mission_title" = l."mission_title", "mission_text" = l."mission_text", "vision_title" = l."vision_title", "vision_text" = l."vision_text", "programs_title" = l."programs_title" FROM "home_page_locales" l WHERE l."_parent_id" = "home_page"."id" AND l."_locale" = 'en';
  UPDATE "about_page_aims" SET "text" = l."text" FROM "about_page_aims_locales" l WHERE l."_parent_id" = "about_page_aims"."id" AND l."_locale" = 'en';
  UPDATE "about_page_achievements" SET "text" = l."text" FROM "about_page_achievements_locales" l WHERE l."_parent_id" = "about_page_achievements"."id" AND l."_locale" = 'en';
  UPDATE "about_page" SET "title" = l."title", "intro" = l."intro", "aims_title" = l."aims_title", "achievements_title" = l."achievements_title" FROM "about_page_locales" l WHERE l."_parent_id" = "about_page"."id" AND l."_locale" = 'en';
  UPDATE "mission_vision_core_objectives" SET "text" = l."text" FROM "mission_vision_core_objectives_locales" l WHERE l."_parent_id" = "mission_vision_core_objectives"."id" AND l."_locale" = 'en';
  UPDATE "mission_vision_key_initiatives" SET "text" = l."text" FROM "mission_vision_key_initiatives_locales" l WHERE l."_parent_id" = "mission_vision_key_initiatives"."id" AND l."_locale" = 'en';
  UPDATE "mission_vision_future_goals" SET "text" = l."text" FROM "mission_vision_future_goals_locales" l WHERE l."_parent_id" = "mission_vision_future_goals"."id" AND l."_locale" = 'en';
  UPDATE "mission_vision" SET "title" = l."title", "vision" = l."vision", "mission" = l."mission" FROM "mission_vision_locales" l WHERE l."_parent_id" = "mission_vision"."id" AND l."_locale" = 'en';
  UPDATE "privacy_policy_sections" SET "heading" = l."heading", "body" = l."body" FROM "privacy_policy_sections_locales" l WHERE l."_parent_id" = "privacy_policy_sections"."id" AND l."_locale" = 'en';
  UPDATE "privacy_policy" SET "title" = l."title", "intro" = l."intro", "grievance_officer_name" = l."grievance_officer_name" FROM "privacy_policy_locales" l WHERE l."_parent_id" = "privacy_policy"."id" AND l."_locale" = 'en';
  UPDATE "leaders_leaders" SET "name" = l."name", "position" = l."position" FROM "leaders_leaders_locales" l WHERE l."_parent_id" = "leaders_leaders"."id" AND l."_locale" = 'en';
  UPDATE "leaders" SET "title" = l."title" FROM "leaders_locales" l WHERE l."_parent_id" = "leaders"."id" AND l."_locale" = 'en';
  UPDATE "contact_details_offices" SET "label" = l."label", "address" = l."address" FROM "contact_details_offices_locales" l WHERE l."_parent_id" = "contact_details_offices"."id" AND l."_locale" = 'en';
  UPDATE "contact_details" SET "title" = l."title", "intro" = l."intro", "map_title" = l."map_title" FROM "contact_details_locales" l WHERE l."_parent_id" = "contact_details"."id" AND l."_locale" = 'en';
  ALTER TABLE "news" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "news" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "photos" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "videos" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "site_settings_menu_children" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "site_settings_menu" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "site_settings_footer_quick_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "site_settings_footer_about_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "site_name" SET NOT NULL;
  ALTER TABLE "home_page_what_we_do" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "home_page_programs" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "hero_headline" SET NOT NULL;
  ALTER TABLE "about_page_aims" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "about_page_achievements" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "about_page" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "mission_vision_core_objectives" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "mission_vision_key_initiatives" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "mission_vision_future_goals" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "mission_vision" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "privacy_policy_sections" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "privacy_policy_sections" ALTER COLUMN "body" SET NOT NULL;
  ALTER TABLE "privacy_policy" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "leaders_leaders" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "leaders_leaders" ALTER COLUMN "position" SET NOT NULL;
  ALTER TABLE "contact_details_offices" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "contact_details_offices" ALTER COLUMN "address" SET NOT NULL;
   DROP TABLE "news_locales" CASCADE;
  DROP TABLE "photos_locales" CASCADE;
  DROP TABLE "videos_locales" CASCADE;
  DROP TABLE "site_settings_menu_children_locales" CASCADE;
  DROP TABLE "site_settings_menu_locales" CASCADE;
  DROP TABLE "site_settings_footer_quick_links_locales" CASCADE;
  DROP TABLE "site_settings_footer_about_links_locales" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TABLE "home_page_what_we_do_locales" CASCADE;
  DROP TABLE "home_page_programs_locales" CASCADE;
  DROP TABLE "home_page_locales" CASCADE;
  DROP TABLE "about_page_aims_locales" CASCADE;
  DROP TABLE "about_page_achievements_locales" CASCADE;
  DROP TABLE "about_page_locales" CASCADE;
  DROP TABLE "mission_vision_core_objectives_locales" CASCADE;
  DROP TABLE "mission_vision_key_initiatives_locales" CASCADE;
  DROP TABLE "mission_vision_future_goals_locales" CASCADE;
  DROP TABLE "mission_vision_locales" CASCADE;
  DROP TABLE "privacy_policy_sections_locales" CASCADE;
  DROP TABLE "privacy_policy_locales" CASCADE;
  DROP TABLE "leaders_leaders_locales" CASCADE;
  DROP TABLE "leaders_locales" CASCADE;
  DROP TABLE "contact_details_offices_locales" CASCADE;
  DROP TABLE "contact_details_locales" CASCADE;
  DROP TYPE "public"."_locales";`)
}
