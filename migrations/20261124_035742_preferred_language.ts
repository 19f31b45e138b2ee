import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 13: the member's preferred language (mail and the pages after login); existing members read English.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_preferred_language" AS ENUM('en', 'hi');
  ALTER TABLE "users" ADD COLUMN "preferred_language" "enum_users_preferred_language" DEFAULT 'en';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "preferred_language";
  DROP TYPE "public"."enum_users_preferred_language";`)
}
