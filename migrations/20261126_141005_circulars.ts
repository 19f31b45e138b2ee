import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The circulars library (src/collections/circulars.ts), and its full-text search
// (src/server/circulars/search.ts): a generated tsvector over the number, both titles,
// both summaries and both offices with the 'simple' configuration (no stemming and no
// stop words: PostgreSQL has no Hindi dictionary, and English stems would miss the
// prefixes members type), under a GIN index. The column is not in Payload's schema
// (the snapshot), so Payload never reads, writes or drops it; PostgreSQL keeps it
// up to date on every insert and update, whoever writes.
//
// What is fed to to_tsvector: the number also split at its slashes and dots (so
// "1412" finds "SHS/CHO/2025/1412"); Devanagari and typographic punctuation (the
// danda । ॥, quotes, dashes, non-breaking and other spaces) turned into spaces,
// because under the database's C locale the parser takes every non-ASCII character
// for a letter; zero-width joiners removed, as the query builder removes them.
const SEARCH_TEXT = `regexp_replace(regexp_replace(
      coalesce("number", '') || ' ' || regexp_replace(coalesce("number", ''), '[^[:alnum:]]+', ' ', 'g') || ' ' ||
      coalesce("title_en", '') || ' ' || coalesce("title_hi", '') || ' ' ||
      coalesce("summary_en", '') || ' ' || coalesce("summary_hi", '') || ' ' ||
      coalesce("office_en", '') || ' ' || coalesce("office_hi", ''),
    '[\\u200b-\\u200d\\u2060\\ufeff]', '', 'g'),
    '[\\u0964\\u0965\\u00a0\\u00ab\\u00bb\\u2000-\\u200a\\u2010-\\u205f]', ' ', 'g')`

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "circulars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"office_en" varchar NOT NULL,
  	"office_hi" varchar,
  	"title_en" varchar NOT NULL,
  	"title_hi" varchar,
  	"summary_en" varchar NOT NULL,
  	"summary_hi" varchar,
  	"pdf_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "circulars_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"circular_tags_id" integer
  );
  
  CREATE TABLE "circular_tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"name_en" varchar NOT NULL,
  	"name_hi" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "circulars_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "circular_tags_id" integer;
  ALTER TABLE "circulars" ADD CONSTRAINT "circulars_pdf_id_documents_id_fk" FOREIGN KEY ("pdf_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "circulars_rels" ADD CONSTRAINT "circulars_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."circulars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "circulars_rels" ADD CONSTRAINT "circulars_rels_circular_tags_fk" FOREIGN KEY ("circular_tags_id") REFERENCES "public"."circular_tags"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "circulars_number_idx" ON "circulars" USING btree ("number");
  CREATE INDEX "circulars_date_idx" ON "circulars" USING btree ("date");
  CREATE INDEX "circulars_pdf_idx" ON "circulars" USING btree ("pdf_id");
  CREATE INDEX "circulars_updated_at_idx" ON "circulars" USING btree ("updated_at");
  CREATE INDEX "circulars_created_at_idx" ON "circulars" USING btree ("created_at");
  CREATE INDEX "circulars_rels_order_idx" ON "circulars_rels" USING btree ("order");
  CREATE INDEX "circulars_rels_parent_idx" ON "circulars_rels" USING btree ("parent_id");
  CREATE INDEX "circulars_rels_path_idx" ON "circulars_rels" USING btree ("path");
  CREATE INDEX "circulars_rels_circular_tags_id_idx" ON "circulars_rels" USING btree ("circular_tags_id");
  CREATE UNIQUE INDEX "circular_tags_slug_idx" ON "circular_tags" USING btree ("slug");
  CREATE INDEX "circular_tags_updated_at_idx" ON "circular_tags" USING btree ("updated_at");
  CREATE INDEX "circular_tags_created_at_idx" ON "circular_tags" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_circulars_fk" FOREIGN KEY ("circulars_id") REFERENCES "public"."circulars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_circular_tags_fk" FOREIGN KEY ("circular_tags_id") REFERENCES "public"."circular_tags"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_circulars_id_idx" ON "payload_locked_documents_rels" USING btree ("circulars_id");
  CREATE INDEX "payload_locked_documents_rels_circular_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("circular_tags_id");`)
  await db.execute(sql.raw(`
  ALTER TABLE "circulars" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, ${SEARCH_TEXT})) STORED;
  CREATE INDEX "circulars_search_idx" ON "circulars" USING gin ("search");`))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "circulars_search_idx";
  ALTER TABLE "circulars" DROP COLUMN "search";
   ALTER TABLE "circulars" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "circulars_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "circular_tags" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "circulars" CASCADE;
  DROP TABLE "circulars_rels" CASCADE;
  DROP TABLE "circular_tags" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_circulars_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_circular_tags_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_circulars_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_circular_tags_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "circulars_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "circular_tags_id";`)
}
