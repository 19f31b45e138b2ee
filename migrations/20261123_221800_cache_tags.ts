import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The page cache's tags, shared by every instance (src/cache/): a change bumps its tag's version and
// NOTIFYs the others. Not a Payload collection: only the cache reads and writes it, through raw SQL.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "cache_tags" (
    "tag" varchar(256) PRIMARY KEY NOT NULL,
    "version" bigint DEFAULT 1 NOT NULL,
    "expired_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "cache_tags";`)
}
