import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { accessLogDown, accessLogUp } from '../src/features/privacy/operations/access-log-sql'
import { consentLedgerDown, consentLedgerUp } from '../src/features/privacy/operations/migration-steps'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consents_purpose" AS ENUM('membership', 'newsletter', 'whatsapp');
  CREATE TYPE "public"."enum_consents_action" AS ENUM('granted', 'withdrawn');
  CREATE TYPE "public"."enum_consents_language" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum_consents_channel" AS ENUM('registration', 'profile', 'mail', 'sign-in', 'backfill');
  CREATE TYPE "public"."enum_data_requests_kind" AS ENUM('correction', 'erasure');
  CREATE TYPE "public"."enum_data_requests_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_data_requests_lang" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum_access_log_action" AS ENUM('viewed-member', 'exported-members', 'exported-register');
  ALTER TYPE "public"."enum_member_events_action" ADD VALUE 'erased';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'dataRequestReminders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'dataRequestReminders' BEFORE 'schedulePublish';
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
  
  CREATE TABLE "data_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer,
  	"kind" "enum_data_requests_kind" NOT NULL,
  	"details" varchar,
  	"status" "enum_data_requests_status" DEFAULT 'pending' NOT NULL,
  	"due_by" timestamp(3) with time zone NOT NULL,
  	"decided_at" timestamp(3) with time zone,
  	"decided_by_id" integer,
  	"decision_note" varchar,
  	"reminded_at60" timestamp(3) with time zone,
  	"reminded_at80" timestamp(3) with time zone,
  	"lang" "enum_data_requests_lang" DEFAULT 'en',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "access_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"actor_id" integer,
  	"action" "enum_access_log_action" NOT NULL,
  	"member_id" integer,
  	"details" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "erased_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notice_versions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "access_log_id" integer;
  ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "access_log" ADD CONSTRAINT "access_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "access_log" ADD CONSTRAINT "access_log_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "notice_versions_version_idx" ON "notice_versions" USING btree ("version");
  CREATE INDEX "notice_versions_updated_at_idx" ON "notice_versions" USING btree ("updated_at");
  CREATE INDEX "notice_versions_created_at_idx" ON "notice_versions" USING btree ("created_at");
  CREATE INDEX "consents_member_id_idx" ON "consents" USING btree ("member_id");
  CREATE INDEX "consents_updated_at_idx" ON "consents" USING btree ("updated_at");
  CREATE INDEX "consents_created_at_idx" ON "consents" USING btree ("created_at");
  CREATE INDEX "data_requests_member_idx" ON "data_requests" USING btree ("member_id");
  CREATE INDEX "data_requests_kind_idx" ON "data_requests" USING btree ("kind");
  CREATE INDEX "data_requests_status_idx" ON "data_requests" USING btree ("status");
  CREATE INDEX "data_requests_due_by_idx" ON "data_requests" USING btree ("due_by");
  CREATE INDEX "data_requests_decided_by_idx" ON "data_requests" USING btree ("decided_by_id");
  CREATE INDEX "data_requests_updated_at_idx" ON "data_requests" USING btree ("updated_at");
  CREATE INDEX "data_requests_created_at_idx" ON "data_requests" USING btree ("created_at");
  CREATE INDEX "access_log_actor_idx" ON "access_log" USING btree ("actor_id");
  CREATE INDEX "access_log_action_idx" ON "access_log" USING btree ("action");
  CREATE INDEX "access_log_member_idx" ON "access_log" USING btree ("member_id");
  CREATE INDEX "access_log_updated_at_idx" ON "access_log" USING btree ("updated_at");
  CREATE INDEX "access_log_created_at_idx" ON "access_log" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notice_versions_fk" FOREIGN KEY ("notice_versions_id") REFERENCES "public"."notice_versions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consents_fk" FOREIGN KEY ("consents_id") REFERENCES "public"."consents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_requests_fk" FOREIGN KEY ("data_requests_id") REFERENCES "public"."data_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_access_log_fk" FOREIGN KEY ("access_log_id") REFERENCES "public"."access_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_erased_at_idx" ON "users" USING btree ("erased_at");
  CREATE INDEX "payload_locked_documents_rels_notice_versions_id_idx" ON "payload_locked_documents_rels" USING btree ("notice_versions_id");
  CREATE INDEX "payload_locked_documents_rels_consents_id_idx" ON "payload_locked_documents_rels" USING btree ("consents_id");
  CREATE INDEX "payload_locked_documents_rels_data_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("data_requests_id");
  CREATE INDEX "payload_locked_documents_rels_access_log_id_idx" ON "payload_locked_documents_rels" USING btree ("access_log_id");`)
  // Hand steps (src/server/privacy): the ledger's append-only triggers, version 1 of the notice and the backfilled
  // grants; the access log's trigger.
  await consentLedgerUp({ db, payload, req })
  await accessLogUp(db)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await accessLogDown(db)
  await consentLedgerDown({ db })
  await db.execute(sql`
   ALTER TABLE "notice_versions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "data_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "access_log" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "notice_versions" CASCADE;
  DROP TABLE "consents" CASCADE;
  DROP TABLE "data_requests" CASCADE;
  DROP TABLE "access_log" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_notice_versions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_consents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_data_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_access_log_fk";
  
  ALTER TABLE "member_events" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_member_events_action";
  CREATE TYPE "public"."enum_member_events_action" AS ENUM('revoked', 'reinstated', 'offline-payment', 'receipt-sent', 'imported', 'import-updated', 'districts-changed', 'role-changed', 'second-factor-reset');
  ALTER TABLE "member_events" ALTER COLUMN "action" SET DATA TYPE "public"."enum_member_events_action" USING "action"::"public"."enum_member_events_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forgotPassword', 'deliverMail', 'reconcilePayments', 'importMembers', 'renewalReminders', 'grievanceDeadlines', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forgotPassword', 'deliverMail', 'reconcilePayments', 'importMembers', 'renewalReminders', 'grievanceDeadlines', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "users_erased_at_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_notice_versions_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_consents_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_data_requests_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_access_log_id_idx";
  ALTER TABLE "users" DROP COLUMN "erased_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notice_versions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "access_log_id";
  DROP TYPE "public"."enum_consents_purpose";
  DROP TYPE "public"."enum_consents_action";
  DROP TYPE "public"."enum_consents_language";
  DROP TYPE "public"."enum_consents_channel";
  DROP TYPE "public"."enum_data_requests_kind";
  DROP TYPE "public"."enum_data_requests_status";
  DROP TYPE "public"."enum_data_requests_lang";
  DROP TYPE "public"."enum_access_log_action";`)
}
