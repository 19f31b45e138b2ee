import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { DEFAULT_CATEGORIES, DEFAULT_GRIEVANCE_TIMES } from '../src/features/grievances/rules/grievances'
import { backfillCases } from '../src/features/grievances/operations/backfill'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_grievances_level" AS ENUM('district', 'state');
  CREATE TYPE "public"."enum_grievances_lang" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum_grievance_events_kind" AS ENUM('filed', 'status', 'reply', 'note', 'assigned', 'escalated', 'reopened', 'rated');
  CREATE TABLE "grievances_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"grievance_attachments_id" integer
  );
  
  CREATE TABLE "grievance_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"sensitive" boolean DEFAULT false,
  	"active" boolean DEFAULT true,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "grievance_categories_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "grievance_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"grievance_id" integer NOT NULL,
  	"kind" "enum_grievance_events_kind" NOT NULL,
  	"internal" boolean DEFAULT false,
  	"actor_id" integer,
  	"text" varchar,
  	"from" varchar,
  	"to" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "grievance_attachments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer,
  	"prefix" varchar DEFAULT 'grievance-attachments',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "grievance_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"answer_days" numeric DEFAULT 21 NOT NULL,
  	"no_reply_days" numeric DEFAULT 7 NOT NULL,
  	"reopen_days" numeric DEFAULT 30 NOT NULL,
  	"publish_report" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "grievances" ADD COLUMN "case_number" varchar;
  ALTER TABLE "grievances" ADD COLUMN "category_id" integer;
  ALTER TABLE "grievances" ADD COLUMN "sensitive" boolean DEFAULT false;
  ALTER TABLE "grievances" ADD COLUMN "district" varchar;
  ALTER TABLE "grievances" ADD COLUMN "level" "enum_grievances_level" DEFAULT 'district';
  ALTER TABLE "grievances" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "grievances" ADD COLUMN "due_at" timestamp(3) with time zone;
  ALTER TABLE "grievances" ADD COLUMN "first_reply_at" timestamp(3) with time zone;
  ALTER TABLE "grievances" ADD COLUMN "last_reply_at" timestamp(3) with time zone;
  ALTER TABLE "grievances" ADD COLUMN "escalated_at" timestamp(3) with time zone;
  ALTER TABLE "grievances" ADD COLUMN "resolved_at" timestamp(3) with time zone;
  ALTER TABLE "grievances" ADD COLUMN "reopened_at" timestamp(3) with time zone;
  ALTER TABLE "grievances" ADD COLUMN "reopen_count" numeric DEFAULT 0;
  ALTER TABLE "grievances" ADD COLUMN "rating" numeric;
  ALTER TABLE "grievances" ADD COLUMN "rating_comment" varchar;
  ALTER TABLE "grievances" ADD COLUMN "rated_at" timestamp(3) with time zone;
  ALTER TABLE "grievances" ADD COLUMN "lang" "enum_grievances_lang" DEFAULT 'en';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "grievance_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "grievance_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "grievance_attachments_id" integer;
  ALTER TABLE "grievances_rels" ADD CONSTRAINT "grievances_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."grievances"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "grievances_rels" ADD CONSTRAINT "grievances_rels_grievance_attachments_fk" FOREIGN KEY ("grievance_attachments_id") REFERENCES "public"."grievance_attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "grievance_categories_locales" ADD CONSTRAINT "grievance_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."grievance_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "grievance_events" ADD CONSTRAINT "grievance_events_grievance_id_grievances_id_fk" FOREIGN KEY ("grievance_id") REFERENCES "public"."grievances"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "grievance_events" ADD CONSTRAINT "grievance_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "grievance_attachments" ADD CONSTRAINT "grievance_attachments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "grievances_rels_order_idx" ON "grievances_rels" USING btree ("order");
  CREATE INDEX "grievances_rels_parent_idx" ON "grievances_rels" USING btree ("parent_id");
  CREATE INDEX "grievances_rels_path_idx" ON "grievances_rels" USING btree ("path");
  CREATE INDEX "grievances_rels_grievance_attachments_id_idx" ON "grievances_rels" USING btree ("grievance_attachments_id");
  CREATE UNIQUE INDEX "grievance_categories_key_idx" ON "grievance_categories" USING btree ("key");
  CREATE INDEX "grievance_categories_updated_at_idx" ON "grievance_categories" USING btree ("updated_at");
  CREATE INDEX "grievance_categories_created_at_idx" ON "grievance_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "grievance_categories_locales_locale_parent_id_unique" ON "grievance_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "grievance_events_grievance_idx" ON "grievance_events" USING btree ("grievance_id");
  CREATE INDEX "grievance_events_kind_idx" ON "grievance_events" USING btree ("kind");
  CREATE INDEX "grievance_events_internal_idx" ON "grievance_events" USING btree ("internal");
  CREATE INDEX "grievance_events_actor_idx" ON "grievance_events" USING btree ("actor_id");
  CREATE INDEX "grievance_events_updated_at_idx" ON "grievance_events" USING btree ("updated_at");
  CREATE INDEX "grievance_events_created_at_idx" ON "grievance_events" USING btree ("created_at");
  CREATE INDEX "grievance_attachments_owner_idx" ON "grievance_attachments" USING btree ("owner_id");
  CREATE INDEX "grievance_attachments_updated_at_idx" ON "grievance_attachments" USING btree ("updated_at");
  CREATE INDEX "grievance_attachments_created_at_idx" ON "grievance_attachments" USING btree ("created_at");
  CREATE UNIQUE INDEX "grievance_attachments_filename_idx" ON "grievance_attachments" USING btree ("filename");
  ALTER TABLE "grievances" ADD CONSTRAINT "grievances_category_id_grievance_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."grievance_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "grievances" ADD CONSTRAINT "grievances_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_grievance_categories_fk" FOREIGN KEY ("grievance_categories_id") REFERENCES "public"."grievance_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_grievance_events_fk" FOREIGN KEY ("grievance_events_id") REFERENCES "public"."grievance_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_grievance_attachments_fk" FOREIGN KEY ("grievance_attachments_id") REFERENCES "public"."grievance_attachments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "grievances_case_number_idx" ON "grievances" USING btree ("case_number");
  CREATE INDEX "grievances_category_idx" ON "grievances" USING btree ("category_id");
  CREATE INDEX "grievances_sensitive_idx" ON "grievances" USING btree ("sensitive");
  CREATE INDEX "grievances_district_idx" ON "grievances" USING btree ("district");
  CREATE INDEX "grievances_level_idx" ON "grievances" USING btree ("level");
  CREATE INDEX "grievances_assignee_idx" ON "grievances" USING btree ("assignee_id");
  CREATE INDEX "grievances_due_at_idx" ON "grievances" USING btree ("due_at");
  CREATE INDEX "grievances_resolved_at_idx" ON "grievances" USING btree ("resolved_at");
  CREATE INDEX "payload_locked_documents_rels_grievance_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("grievance_categories_id");
  CREATE INDEX "payload_locked_documents_rels_grievance_events_id_idx" ON "payload_locked_documents_rels" USING btree ("grievance_events_id");
  CREATE INDEX "payload_locked_documents_rels_grievance_attachments_id_idx" ON "payload_locked_documents_rels" USING btree ("grievance_attachments_id");`)
  await seedCategoriesAndBackfill(db)
}

// ---- Data step (hand-written; keep it when regenerating) ----------------------------------------

/**
 * The default categories (in English and Hindi) go in with the tables, so every
 * database has them; and the cases filed before the desk existed get what a new
 * case gets: a case number in the order they were filed (per year, as India's
 * calendar counts it), the category 'other', the member's district, the state of
 * the level they would start at, and an answer due 21 days after filing.
 */
async function seedCategoriesAndBackfill(db: MigrateUpArgs['db']) {
  // A case deleted by an admin takes its timeline with it (Payload would set the required column null).
  await db.execute(sql`
    ALTER TABLE grievance_events DROP CONSTRAINT grievance_events_grievance_id_grievances_id_fk;
    ALTER TABLE grievance_events ADD CONSTRAINT grievance_events_grievance_id_grievances_id_fk
      FOREIGN KEY (grievance_id) REFERENCES public.grievances(id) ON DELETE CASCADE`)
  // The case-number counter per year (src/hooks/grievance-case.ts nextCaseNumber): raw SQL, not a collection.
  await db.execute(sql`CREATE TABLE grievance_case_counters (year varchar(4) PRIMARY KEY, last integer NOT NULL CHECK (last > 0))`)
  for (const [order, c] of DEFAULT_CATEGORIES.entries()) {
    await db.execute(sql`
      WITH c AS (INSERT INTO grievance_categories (key, sensitive, active, "order") VALUES (${c.key}, ${c.sensitive}, true, ${order + 1}) RETURNING id)
      INSERT INTO grievance_categories_locales (name, _locale, _parent_id)
      SELECT ${c.en}, 'en'::_locales, id FROM c UNION ALL SELECT ${c.hi}, 'hi'::_locales, id FROM c`)
  }
  await backfillCases(db, DEFAULT_GRIEVANCE_TIMES.answerDays)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS grievance_case_counters`)
  await db.execute(sql`
   ALTER TABLE "grievances_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "grievance_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "grievance_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "grievance_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "grievance_attachments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "grievance_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "grievances_rels" CASCADE;
  DROP TABLE "grievance_categories" CASCADE;
  DROP TABLE "grievance_categories_locales" CASCADE;
  DROP TABLE "grievance_events" CASCADE;
  DROP TABLE "grievance_attachments" CASCADE;
  DROP TABLE "grievance_settings" CASCADE;
  ALTER TABLE "grievances" DROP CONSTRAINT IF EXISTS "grievances_category_id_grievance_categories_id_fk";
  
  ALTER TABLE "grievances" DROP CONSTRAINT IF EXISTS "grievances_assignee_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_grievance_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_grievance_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_grievance_attachments_fk";
  
  DROP INDEX IF EXISTS "grievances_case_number_idx";
  DROP INDEX IF EXISTS "grievances_category_idx";
  DROP INDEX IF EXISTS "grievances_sensitive_idx";
  DROP INDEX IF EXISTS "grievances_district_idx";
  DROP INDEX IF EXISTS "grievances_level_idx";
  DROP INDEX IF EXISTS "grievances_assignee_idx";
  DROP INDEX IF EXISTS "grievances_due_at_idx";
  DROP INDEX IF EXISTS "grievances_resolved_at_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_grievance_categories_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_grievance_events_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_grievance_attachments_id_idx";
  ALTER TABLE "grievances" DROP COLUMN "case_number";
  ALTER TABLE "grievances" DROP COLUMN "category_id";
  ALTER TABLE "grievances" DROP COLUMN "sensitive";
  ALTER TABLE "grievances" DROP COLUMN "district";
  ALTER TABLE "grievances" DROP COLUMN "level";
  ALTER TABLE "grievances" DROP COLUMN "assignee_id";
  ALTER TABLE "grievances" DROP COLUMN "due_at";
  ALTER TABLE "grievances" DROP COLUMN "first_reply_at";
  ALTER TABLE "grievances" DROP COLUMN "last_reply_at";
  ALTER TABLE "grievances" DROP COLUMN "escalated_at";
  ALTER TABLE "grievances" DROP COLUMN "resolved_at";
  ALTER TABLE "grievances" DROP COLUMN "reopened_at";
  ALTER TABLE "grievances" DROP COLUMN "reopen_count";
  ALTER TABLE "grievances" DROP COLUMN "rating";
  ALTER TABLE "grievances" DROP COLUMN "rating_comment";
  ALTER TABLE "grievances" DROP COLUMN "rated_at";
  ALTER TABLE "grievances" DROP COLUMN "lang";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "grievance_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "grievance_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "grievance_attachments_id";
  DROP TYPE "public"."enum_grievances_level";
  DROP TYPE "public"."enum_grievances_lang";
  DROP TYPE "public"."enum_grievance_events_kind";`)
}
