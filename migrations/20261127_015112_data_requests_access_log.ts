import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { accessLogDown, accessLogUp } from '../src/server/privacy/access-log-sql'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_data_requests_kind" AS ENUM('correction', 'erasure');
  CREATE TYPE "public"."enum_data_requests_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_data_requests_lang" AS ENUM('en', 'hi');
  CREATE TYPE "public"."enum_access_log_action" AS ENUM('viewed-member', 'exported-members', 'exported-register');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'dataRequestReminders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'dataRequestReminders' BEFORE 'schedulePublish';
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "access_log_id" integer;
  ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "access_log" ADD CONSTRAINT "access_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "access_log" ADD CONSTRAINT "access_log_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_requests_fk" FOREIGN KEY ("data_requests_id") REFERENCES "public"."data_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_access_log_fk" FOREIGN KEY ("access_log_id") REFERENCES "public"."access_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_data_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("data_requests_id");
  CREATE INDEX "payload_locked_documents_rels_access_log_id_idx" ON "payload_locked_documents_rels" USING btree ("access_log_id");`)
  // Hand SQL (src/server/privacy/access-log-sql.ts): the access log's keep-a-year trigger.
  await accessLogUp(db)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await accessLogDown(db)
  await db.execute(sql`
   ALTER TABLE "data_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "access_log" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "data_requests" CASCADE;
  DROP TABLE "access_log" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_data_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_access_log_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forgotPassword', 'deliverMail', 'reconcilePayments', 'importMembers', 'renewalReminders', 'grievanceDeadlines', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forgotPassword', 'deliverMail', 'reconcilePayments', 'importMembers', 'renewalReminders', 'grievanceDeadlines', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_data_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_access_log_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "access_log_id";
  DROP TYPE "public"."enum_data_requests_kind";
  DROP TYPE "public"."enum_data_requests_status";
  DROP TYPE "public"."enum_data_requests_lang";
  DROP TYPE "public"."enum_access_log_action";`)
}
