import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { consentLedgerDown, consentLedgerUp } from '../src/server/privacy/migration-steps'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consents_purpose" AS ENUM('membership', 'newsletter', 'whatsapp');
  CREATE TYPE "public"."enum_consents_action" AS ENUM('granted', 'withdrawn');
  CREATE TYPE "public"."enum_consents_language" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum_consents_channel" AS ENUM('registration', 'profile', 'mail', 'sign-in', 'backfill');
  CREATE TABLE "notice_versions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version" numeric NOT NULL,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"text_en" varchar NOT NULL,
  	"text_hi" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "consents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" numeric NOT NULL,
  	"purpose" "enum_consents_purpose" NOT NULL,
  	"action" "enum_consents_action" NOT NULL,
  	"notice_version" numeric NOT NULL,
  	"language" "enum_consents_language" NOT NULL,
  	"channel" "enum_consents_channel" NOT NULL,
  	"backfilled" boolean DEFAULT false,
  	"address" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notice_versions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consents_id" integer;
  CREATE UNIQUE INDEX "notice_versions_version_idx" ON "notice_versions" USING btree ("version");
  CREATE INDEX "notice_versions_updated_at_idx" ON "notice_versions" USING btree ("updated_at");
  CREATE INDEX "notice_versions_created_at_idx" ON "notice_versions" USING btree ("created_at");
  CREATE INDEX "consents_member_id_idx" ON "consents" USING btree ("member_id");
  CREATE INDEX "consents_updated_at_idx" ON "consents" USING btree ("updated_at");
  CREATE INDEX "consents_created_at_idx" ON "consents" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notice_versions_fk" FOREIGN KEY ("notice_versions_id") REFERENCES "public"."notice_versions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consents_fk" FOREIGN KEY ("consents_id") REFERENCES "public"."consents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_notice_versions_id_idx" ON "payload_locked_documents_rels" USING btree ("notice_versions_id");
  CREATE INDEX "payload_locked_documents_rels_consents_id_idx" ON "payload_locked_documents_rels" USING btree ("consents_id");`)
  // ---- BEGIN custom data step (i16-consent): keep when this migration is regenerated ----
  await consentLedgerUp({ db, payload, req })
  // ---- END custom data step (i16-consent) ----
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // ---- BEGIN custom step (i16-consent) ----
  await consentLedgerDown({ db })
  // ---- END custom step (i16-consent) ----
  await db.execute(sql`
   ALTER TABLE "notice_versions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consents" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "notice_versions" CASCADE;
  DROP TABLE "consents" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_notice_versions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consents_fk";
  
  DROP INDEX "payload_locked_documents_rels_notice_versions_id_idx";
  DROP INDEX "payload_locked_documents_rels_consents_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notice_versions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consents_id";
  DROP TYPE "public"."enum_consents_purpose";
  DROP TYPE "public"."enum_consents_action";
  DROP TYPE "public"."enum_consents_language";
  DROP TYPE "public"."enum_consents_channel";`)
}
