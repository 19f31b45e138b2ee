import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_member_imports_status" AS ENUM('ready', 'stale', 'queued', 'committing', 'committed', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'importMembers' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'importMembers' BEFORE 'schedulePublish';
  CREATE TABLE "member_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_name" varchar,
  	"file_sha256" varchar NOT NULL,
  	"status" "enum_member_imports_status" DEFAULT 'ready' NOT NULL,
  	"created_by_id" integer,
  	"committed_by_id" integer,
  	"committed_at" timestamp(3) with time zone,
  	"rows" numeric DEFAULT 0 NOT NULL,
  	"to_create" numeric DEFAULT 0 NOT NULL,
  	"to_update" numeric DEFAULT 0 NOT NULL,
  	"unchanged" numeric DEFAULT 0 NOT NULL,
  	"error_rows" numeric DEFAULT 0 NOT NULL,
  	"duplicates" numeric DEFAULT 0 NOT NULL,
  	"dues_to_record" numeric DEFAULT 0 NOT NULL,
  	"dues_already_paid" numeric DEFAULT 0 NOT NULL,
  	"total" numeric DEFAULT 0 NOT NULL,
  	"processed" numeric DEFAULT 0 NOT NULL,
  	"created" numeric DEFAULT 0 NOT NULL,
  	"updated" numeric DEFAULT 0 NOT NULL,
  	"dues_recorded" numeric DEFAULT 0 NOT NULL,
  	"skipped" numeric DEFAULT 0 NOT NULL,
  	"plan_digest" varchar,
  	"failure" varchar,
  	"csv" varchar,
  	"plan" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "member_imports_id" integer;
  ALTER TABLE "member_imports" ADD CONSTRAINT "member_imports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_imports" ADD CONSTRAINT "member_imports_committed_by_id_users_id_fk" FOREIGN KEY ("committed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "member_imports_file_sha256_idx" ON "member_imports" USING btree ("file_sha256");
  CREATE INDEX "member_imports_status_idx" ON "member_imports" USING btree ("status");
  CREATE INDEX "member_imports_created_by_idx" ON "member_imports" USING btree ("created_by_id");
  CREATE INDEX "member_imports_committed_by_idx" ON "member_imports" USING btree ("committed_by_id");
  CREATE INDEX "member_imports_updated_at_idx" ON "member_imports" USING btree ("updated_at");
  CREATE INDEX "member_imports_created_at_idx" ON "member_imports" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_imports_fk" FOREIGN KEY ("member_imports_id") REFERENCES "public"."member_imports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_member_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("member_imports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "member_imports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "member_imports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_member_imports_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forgotPassword', 'deliverMail', 'reconcilePayments', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forgotPassword', 'deliverMail', 'reconcilePayments', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_member_imports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "member_imports_id";
  DROP TYPE "public"."enum_member_imports_status";`)
}
