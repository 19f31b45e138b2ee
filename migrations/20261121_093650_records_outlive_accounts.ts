import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "memberships" ALTER COLUMN "user_id" DROP NOT NULL;
  ALTER TABLE "payments" ALTER COLUMN "user_id" DROP NOT NULL;
  ALTER TABLE "grievances" ALTER COLUMN "user_id" DROP NOT NULL;
  ALTER TABLE "user_exports" ALTER COLUMN "exported_by_id" DROP NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "memberships" ALTER COLUMN "user_id" SET NOT NULL;
  ALTER TABLE "payments" ALTER COLUMN "user_id" SET NOT NULL;
  ALTER TABLE "grievances" ALTER COLUMN "user_id" SET NOT NULL;
  ALTER TABLE "user_exports" ALTER COLUMN "exported_by_id" SET NOT NULL;`)
}
