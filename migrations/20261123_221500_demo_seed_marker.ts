import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The demo seed's marker (src/seed/once.ts): at most one row, so the seed runs once per database.
// Not a Payload collection: nothing to edit in the CMS, and no Payload schema (snapshot) changes.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "demo_seed" (
    "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
    "started_at" timestamp(3) with time zone NOT NULL,
    "completed_at" timestamp(3) with time zone
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "demo_seed";`)
}
