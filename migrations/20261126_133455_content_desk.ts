import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_published_locale" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_version_social_links_network" AS ENUM('facebook', 'x', 'youtube', 'instagram', 'linkedin', 'whatsapp');
  CREATE TYPE "public"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_published_locale" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum_home_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_published_locale" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum_about_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_page_v_published_locale" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum_mission_vision_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__mission_vision_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__mission_vision_v_published_locale" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum_privacy_policy_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__privacy_policy_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__privacy_policy_v_published_locale" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum_leaders_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__leaders_v_version_leaders_social_links_network" AS ENUM('facebook', 'x', 'youtube', 'instagram', 'linkedin', 'whatsapp');
  CREATE TYPE "public"."enum__leaders_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__leaders_v_published_locale" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum_contact_details_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__contact_details_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__contact_details_v_published_locale" AS ENUM('en', 'hi');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_date" timestamp(3) with time zone,
  	"version_pdf_id" integer,
  	"version_photo_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__news_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_news_v_locales" (
  	"version_title" varchar,
  	"version_content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_menu_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_menu_children_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_menu_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_footer_quick_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_footer_quick_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_footer_about_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_footer_about_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"network" "enum__site_settings_v_version_social_links_network",
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_logo_id" integer,
  	"version__status" "enum__site_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__site_settings_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_site_settings_v_locales" (
  	"version_site_name" varchar,
  	"version_tagline" varchar,
  	"version_copyright" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_what_we_do" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_what_we_do_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_programs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_programs_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__home_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__home_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_home_page_v_locales" (
  	"version_hero_headline" varchar,
  	"version_hero_text" varchar,
  	"version_hero_button_label" varchar,
  	"version_what_we_do_title" varchar,
  	"version_news_panel_title" varchar,
  	"version_about_panel_title" varchar,
  	"version_about_panel_text" varchar,
  	"version_mission_title" varchar,
  	"version_mission_text" varchar,
  	"version_vision_title" varchar,
  	"version_vision_text" varchar,
  	"version_programs_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v_version_aims" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_aims_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v_version_achievements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_achievements_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__about_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__about_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_about_page_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_aims_title" varchar,
  	"version_achievements_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mission_vision_v_version_core_objectives" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mission_vision_v_version_core_objectives_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mission_vision_v_version_key_initiatives" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mission_vision_v_version_key_initiatives_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mission_vision_v_version_future_goals" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_mission_vision_v_version_future_goals_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_mission_vision_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__mission_vision_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__mission_vision_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_mission_vision_v_locales" (
  	"version_title" varchar,
  	"version_vision" varchar,
  	"version_mission" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_privacy_policy_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_privacy_policy_v_version_sections_locales" (
  	"heading" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_privacy_policy_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_last_updated" timestamp(3) with time zone,
  	"version_grievance_officer_email" varchar,
  	"version_grievance_officer_phone" varchar,
  	"version__status" "enum__privacy_policy_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__privacy_policy_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_privacy_policy_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_grievance_officer_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_leaders_v_version_leaders_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"network" "enum__leaders_v_version_leaders_social_links_network",
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_leaders_v_version_leaders" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"photo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_leaders_v_version_leaders_locales" (
  	"name" varchar,
  	"position" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_leaders_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__leaders_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__leaders_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_leaders_v_locales" (
  	"version_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_contact_details_v_version_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_contact_details_v_version_offices_locales" (
  	"label" varchar,
  	"address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_contact_details_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_phone1" varchar,
  	"version_phone2" varchar,
  	"version_email" varchar,
  	"version_map_embed_url" varchar,
  	"version__status" "enum__contact_details_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__contact_details_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_contact_details_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_map_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "news" ALTER COLUMN "date" DROP NOT NULL;
  ALTER TABLE "site_settings_menu_children" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "site_settings_footer_quick_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "site_settings_footer_about_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "site_settings_social_links" ALTER COLUMN "network" DROP NOT NULL;
  ALTER TABLE "site_settings_social_links" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "leaders_leaders_social_links" ALTER COLUMN "network" DROP NOT NULL;
  ALTER TABLE "leaders_leaders_social_links" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "news" ADD COLUMN "_status" "enum_news_status" DEFAULT 'draft';
  ALTER TABLE "site_settings" ADD COLUMN "_status" "enum_site_settings_status" DEFAULT 'draft';
  ALTER TABLE "home_page" ADD COLUMN "_status" "enum_home_page_status" DEFAULT 'draft';
  ALTER TABLE "about_page" ADD COLUMN "_status" "enum_about_page_status" DEFAULT 'draft';
  ALTER TABLE "mission_vision" ADD COLUMN "_status" "enum_mission_vision_status" DEFAULT 'draft';
  ALTER TABLE "privacy_policy" ADD COLUMN "_status" "enum_privacy_policy_status" DEFAULT 'draft';
  ALTER TABLE "leaders" ADD COLUMN "_status" "enum_leaders_status" DEFAULT 'draft';
  ALTER TABLE "contact_details" ADD COLUMN "_status" "enum_contact_details_status" DEFAULT 'draft';
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_pdf_id_documents_id_fk" FOREIGN KEY ("version_pdf_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_photo_id_images_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_menu_children" ADD CONSTRAINT "_site_settings_v_version_menu_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_menu_children_locales" ADD CONSTRAINT "_site_settings_v_version_menu_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_menu_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_menu" ADD CONSTRAINT "_site_settings_v_version_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_menu_locales" ADD CONSTRAINT "_site_settings_v_version_menu_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_footer_quick_links" ADD CONSTRAINT "_site_settings_v_version_footer_quick_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_footer_quick_links_locales" ADD CONSTRAINT "_site_settings_v_version_footer_quick_links_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_footer_quick_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_footer_about_links" ADD CONSTRAINT "_site_settings_v_version_footer_about_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_footer_about_links_locales" ADD CONSTRAINT "_site_settings_v_version_footer_about_links_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_footer_about_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_social_links" ADD CONSTRAINT "_site_settings_v_version_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_logo_id_images_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_locales" ADD CONSTRAINT "_site_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_what_we_do" ADD CONSTRAINT "_home_page_v_version_what_we_do_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_what_we_do_locales" ADD CONSTRAINT "_home_page_v_version_what_we_do_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_what_we_do"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_programs" ADD CONSTRAINT "_home_page_v_version_programs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_programs_locales" ADD CONSTRAINT "_home_page_v_version_programs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_locales" ADD CONSTRAINT "_home_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_aims" ADD CONSTRAINT "_about_page_v_version_aims_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_aims_locales" ADD CONSTRAINT "_about_page_v_version_aims_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v_version_aims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_achievements" ADD CONSTRAINT "_about_page_v_version_achievements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_achievements_locales" ADD CONSTRAINT "_about_page_v_version_achievements_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v_version_achievements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_locales" ADD CONSTRAINT "_about_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mission_vision_v_version_core_objectives" ADD CONSTRAINT "_mission_vision_v_version_core_objectives_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mission_vision_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mission_vision_v_version_core_objectives_locales" ADD CONSTRAINT "_mission_vision_v_version_core_objectives_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mission_vision_v_version_core_objectives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mission_vision_v_version_key_initiatives" ADD CONSTRAINT "_mission_vision_v_version_key_initiatives_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mission_vision_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mission_vision_v_version_key_initiatives_locales" ADD CONSTRAINT "_mission_vision_v_version_key_initiatives_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mission_vision_v_version_key_initiatives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mission_vision_v_version_future_goals" ADD CONSTRAINT "_mission_vision_v_version_future_goals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mission_vision_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mission_vision_v_version_future_goals_locales" ADD CONSTRAINT "_mission_vision_v_version_future_goals_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mission_vision_v_version_future_goals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_mission_vision_v_locales" ADD CONSTRAINT "_mission_vision_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_mission_vision_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_privacy_policy_v_version_sections" ADD CONSTRAINT "_privacy_policy_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_privacy_policy_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_privacy_policy_v_version_sections_locales" ADD CONSTRAINT "_privacy_policy_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_privacy_policy_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_privacy_policy_v_locales" ADD CONSTRAINT "_privacy_policy_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_privacy_policy_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_leaders_v_version_leaders_social_links" ADD CONSTRAINT "_leaders_v_version_leaders_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_leaders_v_version_leaders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_leaders_v_version_leaders" ADD CONSTRAINT "_leaders_v_version_leaders_photo_id_images_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_leaders_v_version_leaders" ADD CONSTRAINT "_leaders_v_version_leaders_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_leaders_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_leaders_v_version_leaders_locales" ADD CONSTRAINT "_leaders_v_version_leaders_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_leaders_v_version_leaders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_leaders_v_locales" ADD CONSTRAINT "_leaders_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_leaders_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_details_v_version_offices" ADD CONSTRAINT "_contact_details_v_version_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_details_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_details_v_version_offices_locales" ADD CONSTRAINT "_contact_details_v_version_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_details_v_version_offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_details_v_locales" ADD CONSTRAINT "_contact_details_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_details_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_date_idx" ON "_news_v" USING btree ("version_date");
  CREATE INDEX "_news_v_version_version_pdf_idx" ON "_news_v" USING btree ("version_pdf_id");
  CREATE INDEX "_news_v_version_version_photo_idx" ON "_news_v" USING btree ("version_photo_id");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_snapshot_idx" ON "_news_v" USING btree ("snapshot");
  CREATE INDEX "_news_v_published_locale_idx" ON "_news_v" USING btree ("published_locale");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE INDEX "_news_v_autosave_idx" ON "_news_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_news_v_locales_locale_parent_id_unique" ON "_news_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_menu_children_order_idx" ON "_site_settings_v_version_menu_children" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_menu_children_parent_id_idx" ON "_site_settings_v_version_menu_children" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_site_settings_v_version_menu_children_locales_locale_parent" ON "_site_settings_v_version_menu_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_menu_order_idx" ON "_site_settings_v_version_menu" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_menu_parent_id_idx" ON "_site_settings_v_version_menu" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_site_settings_v_version_menu_locales_locale_parent_id_uniqu" ON "_site_settings_v_version_menu_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_footer_quick_links_order_idx" ON "_site_settings_v_version_footer_quick_links" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_footer_quick_links_parent_id_idx" ON "_site_settings_v_version_footer_quick_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_site_settings_v_version_footer_quick_links_locales_locale_p" ON "_site_settings_v_version_footer_quick_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_footer_about_links_order_idx" ON "_site_settings_v_version_footer_about_links" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_footer_about_links_parent_id_idx" ON "_site_settings_v_version_footer_about_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_site_settings_v_version_footer_about_links_locales_locale_p" ON "_site_settings_v_version_footer_about_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_social_links_order_idx" ON "_site_settings_v_version_social_links" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_social_links_parent_id_idx" ON "_site_settings_v_version_social_links" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_version_logo_idx" ON "_site_settings_v" USING btree ("version_logo_id");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_snapshot_idx" ON "_site_settings_v" USING btree ("snapshot");
  CREATE INDEX "_site_settings_v_published_locale_idx" ON "_site_settings_v" USING btree ("published_locale");
  CREATE INDEX "_site_settings_v_latest_idx" ON "_site_settings_v" USING btree ("latest");
  CREATE INDEX "_site_settings_v_autosave_idx" ON "_site_settings_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_site_settings_v_locales_locale_parent_id_unique" ON "_site_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_what_we_do_order_idx" ON "_home_page_v_version_what_we_do" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_what_we_do_parent_id_idx" ON "_home_page_v_version_what_we_do" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_what_we_do_locales_locale_parent_id_uni" ON "_home_page_v_version_what_we_do_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_programs_order_idx" ON "_home_page_v_version_programs" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_programs_parent_id_idx" ON "_home_page_v_version_programs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_programs_locales_locale_parent_id_uniqu" ON "_home_page_v_version_programs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_version__status_idx" ON "_home_page_v" USING btree ("version__status");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_snapshot_idx" ON "_home_page_v" USING btree ("snapshot");
  CREATE INDEX "_home_page_v_published_locale_idx" ON "_home_page_v" USING btree ("published_locale");
  CREATE INDEX "_home_page_v_latest_idx" ON "_home_page_v" USING btree ("latest");
  CREATE INDEX "_home_page_v_autosave_idx" ON "_home_page_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_home_page_v_locales_locale_parent_id_unique" ON "_home_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_aims_order_idx" ON "_about_page_v_version_aims" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_aims_parent_id_idx" ON "_about_page_v_version_aims" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_aims_locales_locale_parent_id_unique" ON "_about_page_v_version_aims_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_achievements_order_idx" ON "_about_page_v_version_achievements" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_achievements_parent_id_idx" ON "_about_page_v_version_achievements" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_achievements_locales_locale_parent_id_" ON "_about_page_v_version_achievements_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_version__status_idx" ON "_about_page_v" USING btree ("version__status");
  CREATE INDEX "_about_page_v_created_at_idx" ON "_about_page_v" USING btree ("created_at");
  CREATE INDEX "_about_page_v_updated_at_idx" ON "_about_page_v" USING btree ("updated_at");
  CREATE INDEX "_about_page_v_snapshot_idx" ON "_about_page_v" USING btree ("snapshot");
  CREATE INDEX "_about_page_v_published_locale_idx" ON "_about_page_v" USING btree ("published_locale");
  CREATE INDEX "_about_page_v_latest_idx" ON "_about_page_v" USING btree ("latest");
  CREATE INDEX "_about_page_v_autosave_idx" ON "_about_page_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_about_page_v_locales_locale_parent_id_unique" ON "_about_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_mission_vision_v_version_core_objectives_order_idx" ON "_mission_vision_v_version_core_objectives" USING btree ("_order");
  CREATE INDEX "_mission_vision_v_version_core_objectives_parent_id_idx" ON "_mission_vision_v_version_core_objectives" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_mission_vision_v_version_core_objectives_locales_locale_par" ON "_mission_vision_v_version_core_objectives_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_mission_vision_v_version_key_initiatives_order_idx" ON "_mission_vision_v_version_key_initiatives" USING btree ("_order");
  CREATE INDEX "_mission_vision_v_version_key_initiatives_parent_id_idx" ON "_mission_vision_v_version_key_initiatives" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_mission_vision_v_version_key_initiatives_locales_locale_par" ON "_mission_vision_v_version_key_initiatives_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_mission_vision_v_version_future_goals_order_idx" ON "_mission_vision_v_version_future_goals" USING btree ("_order");
  CREATE INDEX "_mission_vision_v_version_future_goals_parent_id_idx" ON "_mission_vision_v_version_future_goals" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_mission_vision_v_version_future_goals_locales_locale_parent" ON "_mission_vision_v_version_future_goals_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_mission_vision_v_version_version__status_idx" ON "_mission_vision_v" USING btree ("version__status");
  CREATE INDEX "_mission_vision_v_created_at_idx" ON "_mission_vision_v" USING btree ("created_at");
  CREATE INDEX "_mission_vision_v_updated_at_idx" ON "_mission_vision_v" USING btree ("updated_at");
  CREATE INDEX "_mission_vision_v_snapshot_idx" ON "_mission_vision_v" USING btree ("snapshot");
  CREATE INDEX "_mission_vision_v_published_locale_idx" ON "_mission_vision_v" USING btree ("published_locale");
  CREATE INDEX "_mission_vision_v_latest_idx" ON "_mission_vision_v" USING btree ("latest");
  CREATE INDEX "_mission_vision_v_autosave_idx" ON "_mission_vision_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_mission_vision_v_locales_locale_parent_id_unique" ON "_mission_vision_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_privacy_policy_v_version_sections_order_idx" ON "_privacy_policy_v_version_sections" USING btree ("_order");
  CREATE INDEX "_privacy_policy_v_version_sections_parent_id_idx" ON "_privacy_policy_v_version_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_privacy_policy_v_version_sections_locales_locale_parent_id_" ON "_privacy_policy_v_version_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_privacy_policy_v_version_version__status_idx" ON "_privacy_policy_v" USING btree ("version__status");
  CREATE INDEX "_privacy_policy_v_created_at_idx" ON "_privacy_policy_v" USING btree ("created_at");
  CREATE INDEX "_privacy_policy_v_updated_at_idx" ON "_privacy_policy_v" USING btree ("updated_at");
  CREATE INDEX "_privacy_policy_v_snapshot_idx" ON "_privacy_policy_v" USING btree ("snapshot");
  CREATE INDEX "_privacy_policy_v_published_locale_idx" ON "_privacy_policy_v" USING btree ("published_locale");
  CREATE INDEX "_privacy_policy_v_latest_idx" ON "_privacy_policy_v" USING btree ("latest");
  CREATE INDEX "_privacy_policy_v_autosave_idx" ON "_privacy_policy_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_privacy_policy_v_locales_locale_parent_id_unique" ON "_privacy_policy_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_leaders_v_version_leaders_social_links_order_idx" ON "_leaders_v_version_leaders_social_links" USING btree ("_order");
  CREATE INDEX "_leaders_v_version_leaders_social_links_parent_id_idx" ON "_leaders_v_version_leaders_social_links" USING btree ("_parent_id");
  CREATE INDEX "_leaders_v_version_leaders_order_idx" ON "_leaders_v_version_leaders" USING btree ("_order");
  CREATE INDEX "_leaders_v_version_leaders_parent_id_idx" ON "_leaders_v_version_leaders" USING btree ("_parent_id");
  CREATE INDEX "_leaders_v_version_leaders_photo_idx" ON "_leaders_v_version_leaders" USING btree ("photo_id");
  CREATE UNIQUE INDEX "_leaders_v_version_leaders_locales_locale_parent_id_unique" ON "_leaders_v_version_leaders_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_leaders_v_version_version__status_idx" ON "_leaders_v" USING btree ("version__status");
  CREATE INDEX "_leaders_v_created_at_idx" ON "_leaders_v" USING btree ("created_at");
  CREATE INDEX "_leaders_v_updated_at_idx" ON "_leaders_v" USING btree ("updated_at");
  CREATE INDEX "_leaders_v_snapshot_idx" ON "_leaders_v" USING btree ("snapshot");
  CREATE INDEX "_leaders_v_published_locale_idx" ON "_leaders_v" USING btree ("published_locale");
  CREATE INDEX "_leaders_v_latest_idx" ON "_leaders_v" USING btree ("latest");
  CREATE INDEX "_leaders_v_autosave_idx" ON "_leaders_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_leaders_v_locales_locale_parent_id_unique" ON "_leaders_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_contact_details_v_version_offices_order_idx" ON "_contact_details_v_version_offices" USING btree ("_order");
  CREATE INDEX "_contact_details_v_version_offices_parent_id_idx" ON "_contact_details_v_version_offices" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_contact_details_v_version_offices_locales_locale_parent_id_" ON "_contact_details_v_version_offices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_contact_details_v_version_version__status_idx" ON "_contact_details_v" USING btree ("version__status");
  CREATE INDEX "_contact_details_v_created_at_idx" ON "_contact_details_v" USING btree ("created_at");
  CREATE INDEX "_contact_details_v_updated_at_idx" ON "_contact_details_v" USING btree ("updated_at");
  CREATE INDEX "_contact_details_v_snapshot_idx" ON "_contact_details_v" USING btree ("snapshot");
  CREATE INDEX "_contact_details_v_published_locale_idx" ON "_contact_details_v" USING btree ("published_locale");
  CREATE INDEX "_contact_details_v_latest_idx" ON "_contact_details_v" USING btree ("latest");
  CREATE INDEX "_contact_details_v_autosave_idx" ON "_contact_details_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_contact_details_v_locales_locale_parent_id_unique" ON "_contact_details_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "site_settings__status_idx" ON "site_settings" USING btree ("_status");
  CREATE INDEX "home_page__status_idx" ON "home_page" USING btree ("_status");
  CREATE INDEX "about_page__status_idx" ON "about_page" USING btree ("_status");
  CREATE INDEX "mission_vision__status_idx" ON "mission_vision" USING btree ("_status");
  CREATE INDEX "privacy_policy__status_idx" ON "privacy_policy" USING btree ("_status");
  CREATE INDEX "leaders__status_idx" ON "leaders" USING btree ("_status");
  CREATE INDEX "contact_details__status_idx" ON "contact_details" USING btree ("_status");
  -- What is there is what the site shows today: published (issue 13).
  UPDATE "news" SET "_status" = 'published';
  UPDATE "site_settings" SET "_status" = 'published';
  UPDATE "home_page" SET "_status" = 'published';
  UPDATE "about_page" SET "_status" = 'published';
  UPDATE "mission_vision" SET "_status" = 'published';
  UPDATE "privacy_policy" SET "_status" = 'published';
  UPDATE "leaders" SET "_status" = 'published';
  UPDATE "contact_details" SET "_status" = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_news_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_menu_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_menu_children_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_menu" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_menu_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_footer_quick_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_footer_quick_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_footer_about_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_footer_about_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_social_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_what_we_do" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_what_we_do_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_programs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_programs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_aims" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_aims_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_achievements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_achievements_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mission_vision_v_version_core_objectives" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mission_vision_v_version_core_objectives_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mission_vision_v_version_key_initiatives" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mission_vision_v_version_key_initiatives_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mission_vision_v_version_future_goals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mission_vision_v_version_future_goals_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mission_vision_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mission_vision_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_privacy_policy_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_privacy_policy_v_version_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_privacy_policy_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_privacy_policy_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_leaders_v_version_leaders_social_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_leaders_v_version_leaders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_leaders_v_version_leaders_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_leaders_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_leaders_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_details_v_version_offices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_details_v_version_offices_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_details_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_details_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "_news_v_locales" CASCADE;
  DROP TABLE "_site_settings_v_version_menu_children" CASCADE;
  DROP TABLE "_site_settings_v_version_menu_children_locales" CASCADE;
  DROP TABLE "_site_settings_v_version_menu" CASCADE;
  DROP TABLE "_site_settings_v_version_menu_locales" CASCADE;
  DROP TABLE "_site_settings_v_version_footer_quick_links" CASCADE;
  DROP TABLE "_site_settings_v_version_footer_quick_links_locales" CASCADE;
  DROP TABLE "_site_settings_v_version_footer_about_links" CASCADE;
  DROP TABLE "_site_settings_v_version_footer_about_links_locales" CASCADE;
  DROP TABLE "_site_settings_v_version_social_links" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_site_settings_v_locales" CASCADE;
  DROP TABLE "_home_page_v_version_what_we_do" CASCADE;
  DROP TABLE "_home_page_v_version_what_we_do_locales" CASCADE;
  DROP TABLE "_home_page_v_version_programs" CASCADE;
  DROP TABLE "_home_page_v_version_programs_locales" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  DROP TABLE "_home_page_v_locales" CASCADE;
  DROP TABLE "_about_page_v_version_aims" CASCADE;
  DROP TABLE "_about_page_v_version_aims_locales" CASCADE;
  DROP TABLE "_about_page_v_version_achievements" CASCADE;
  DROP TABLE "_about_page_v_version_achievements_locales" CASCADE;
  DROP TABLE "_about_page_v" CASCADE;
  DROP TABLE "_about_page_v_locales" CASCADE;
  DROP TABLE "_mission_vision_v_version_core_objectives" CASCADE;
  DROP TABLE "_mission_vision_v_version_core_objectives_locales" CASCADE;
  DROP TABLE "_mission_vision_v_version_key_initiatives" CASCADE;
  DROP TABLE "_mission_vision_v_version_key_initiatives_locales" CASCADE;
  DROP TABLE "_mission_vision_v_version_future_goals" CASCADE;
  DROP TABLE "_mission_vision_v_version_future_goals_locales" CASCADE;
  DROP TABLE "_mission_vision_v" CASCADE;
  DROP TABLE "_mission_vision_v_locales" CASCADE;
  DROP TABLE "_privacy_policy_v_version_sections" CASCADE;
  DROP TABLE "_privacy_policy_v_version_sections_locales" CASCADE;
  DROP TABLE "_privacy_policy_v" CASCADE;
  DROP TABLE "_privacy_policy_v_locales" CASCADE;
  DROP TABLE "_leaders_v_version_leaders_social_links" CASCADE;
  DROP TABLE "_leaders_v_version_leaders" CASCADE;
  DROP TABLE "_leaders_v_version_leaders_locales" CASCADE;
  DROP TABLE "_leaders_v" CASCADE;
  DROP TABLE "_leaders_v_locales" CASCADE;
  DROP TABLE "_contact_details_v_version_offices" CASCADE;
  DROP TABLE "_contact_details_v_version_offices_locales" CASCADE;
  DROP TABLE "_contact_details_v" CASCADE;
  DROP TABLE "_contact_details_v_locales" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forgotPassword', 'deliverMail', 'reconcilePayments');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forgotPassword', 'deliverMail', 'reconcilePayments');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "news__status_idx";
  DROP INDEX IF EXISTS "site_settings__status_idx";
  DROP INDEX IF EXISTS "home_page__status_idx";
  DROP INDEX IF EXISTS "about_page__status_idx";
  DROP INDEX IF EXISTS "mission_vision__status_idx";
  DROP INDEX IF EXISTS "privacy_policy__status_idx";
  DROP INDEX IF EXISTS "leaders__status_idx";
  DROP INDEX IF EXISTS "contact_details__status_idx";
  ALTER TABLE "news" ALTER COLUMN "date" SET NOT NULL;
  ALTER TABLE "site_settings_menu_children" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "site_settings_footer_quick_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "site_settings_footer_about_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "site_settings_social_links" ALTER COLUMN "network" SET NOT NULL;
  ALTER TABLE "site_settings_social_links" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "leaders_leaders_social_links" ALTER COLUMN "network" SET NOT NULL;
  ALTER TABLE "leaders_leaders_social_links" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "news" DROP COLUMN "_status";
  ALTER TABLE "site_settings" DROP COLUMN "_status";
  ALTER TABLE "home_page" DROP COLUMN "_status";
  ALTER TABLE "about_page" DROP COLUMN "_status";
  ALTER TABLE "mission_vision" DROP COLUMN "_status";
  ALTER TABLE "privacy_policy" DROP COLUMN "_status";
  ALTER TABLE "leaders" DROP COLUMN "_status";
  ALTER TABLE "contact_details" DROP COLUMN "_status";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum__news_v_published_locale";
  DROP TYPE "public"."enum_site_settings_status";
  DROP TYPE "public"."enum__site_settings_v_version_social_links_network";
  DROP TYPE "public"."enum__site_settings_v_version_status";
  DROP TYPE "public"."enum__site_settings_v_published_locale";
  DROP TYPE "public"."enum_home_page_status";
  DROP TYPE "public"."enum__home_page_v_version_status";
  DROP TYPE "public"."enum__home_page_v_published_locale";
  DROP TYPE "public"."enum_about_page_status";
  DROP TYPE "public"."enum__about_page_v_version_status";
  DROP TYPE "public"."enum__about_page_v_published_locale";
  DROP TYPE "public"."enum_mission_vision_status";
  DROP TYPE "public"."enum__mission_vision_v_version_status";
  DROP TYPE "public"."enum__mission_vision_v_published_locale";
  DROP TYPE "public"."enum_privacy_policy_status";
  DROP TYPE "public"."enum__privacy_policy_v_version_status";
  DROP TYPE "public"."enum__privacy_policy_v_published_locale";
  DROP TYPE "public"."enum_leaders_status";
  DROP TYPE "public"."enum__leaders_v_version_leaders_social_links_network";
  DROP TYPE "public"."enum__leaders_v_version_status";
  DROP TYPE "public"."enum__leaders_v_published_locale";
  DROP TYPE "public"."enum_contact_details_status";
  DROP TYPE "public"."enum__contact_details_v_version_status";
  DROP TYPE "public"."enum__contact_details_v_published_locale";`)
}
