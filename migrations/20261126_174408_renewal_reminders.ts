import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_renewal_reminders_outcome" AS ENUM('sent', 'skipped');
  CREATE TYPE "public"."enum_renewal_opt_outs_via" AS ENUM('link', 'one-click', 'profile');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'renewalReminders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'renewalReminders' BEFORE 'schedulePublish';
  CREATE TABLE "renewal_reminders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"year" varchar NOT NULL,
  	"step" varchar NOT NULL,
  	"outcome" "enum_renewal_reminders_outcome" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "renewal_opt_outs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"via" "enum_renewal_opt_outs_via" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "mail_outbox" ADD COLUMN "headers" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "renewal_reminders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "renewal_opt_outs_id" integer;
  ALTER TABLE "renewal_reminders" ADD CONSTRAINT "renewal_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "renewal_opt_outs" ADD CONSTRAINT "renewal_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "renewal_reminders_user_idx" ON "renewal_reminders" USING btree ("user_id");
  CREATE INDEX "renewal_reminders_year_idx" ON "renewal_reminders" USING btree ("year");
  CREATE INDEX "renewal_reminders_updated_at_idx" ON "renewal_reminders" USING btree ("updated_at");
  CREATE INDEX "renewal_reminders_created_at_idx" ON "renewal_reminders" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_year_step_idx" ON "renewal_reminders" USING btree ("user_id","year","step");
  CREATE UNIQUE INDEX "renewal_opt_outs_user_idx" ON "renewal_opt_outs" USING btree ("user_id");
  CREATE INDEX "renewal_opt_outs_updated_at_idx" ON "renewal_opt_outs" USING btree ("updated_at");
  CREATE INDEX "renewal_opt_outs_created_at_idx" ON "renewal_opt_outs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_renewal_reminders_fk" FOREIGN KEY ("renewal_reminders_id") REFERENCES "public"."renewal_reminders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_renewal_opt_outs_fk" FOREIGN KEY ("renewal_opt_outs_id") REFERENCES "public"."renewal_opt_outs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_renewal_reminders_id_idx" ON "payload_locked_documents_rels" USING btree ("renewal_reminders_id");
  CREATE INDEX "payload_locked_documents_rels_renewal_opt_outs_id_idx" ON "payload_locked_documents_rels" USING btree ("renewal_opt_outs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "renewal_reminders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "renewal_opt_outs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "renewal_reminders" CASCADE;
  DROP TABLE "renewal_opt_outs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_renewal_reminders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_renewal_opt_outs_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forgotPassword', 'deliverMail', 'reconcilePayments', 'importMembers', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forgotPassword', 'deliverMail', 'reconcilePayments', 'importMembers', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_renewal_reminders_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_renewal_opt_outs_id_idx";
  ALTER TABLE "mail_outbox" DROP COLUMN "headers";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "renewal_reminders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "renewal_opt_outs_id";
  DROP TYPE "public"."enum_renewal_reminders_outcome";
  DROP TYPE "public"."enum_renewal_opt_outs_via";`)
}
