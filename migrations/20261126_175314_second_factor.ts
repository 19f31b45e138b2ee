import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "second_factor_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "second_factor_enabled_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "second_factor_last_step" numeric;
  ALTER TABLE "users" ADD COLUMN "second_factor_recovery_codes" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "second_factor_secret";
  ALTER TABLE "users" DROP COLUMN "second_factor_enabled_at";
  ALTER TABLE "users" DROP COLUMN "second_factor_last_step";
  ALTER TABLE "users" DROP COLUMN "second_factor_recovery_codes";`)
}
