import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_member_events_action" ADD VALUE 'erased';
  ALTER TABLE "users" ADD COLUMN "erased_at" timestamp(3) with time zone;
  CREATE INDEX "users_erased_at_idx" ON "users" USING btree ("erased_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "member_events" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_member_events_action";
  CREATE TYPE "public"."enum_member_events_action" AS ENUM('revoked', 'reinstated', 'offline-payment', 'receipt-sent', 'imported', 'import-updated', 'districts-changed', 'role-changed', 'second-factor-reset');
  ALTER TABLE "member_events" ALTER COLUMN "action" SET DATA TYPE "public"."enum_member_events_action" USING "action"::"public"."enum_member_events_action";
  DROP INDEX "users_erased_at_idx";
  ALTER TABLE "users" DROP COLUMN "erased_at";`)
}
