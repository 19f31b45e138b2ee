import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The page cache's tag changes, shared by every instance (src/cache/): each change appends a row
// and NOTIFYs the others. Appended, never updated, so concurrent content changes never wait on (or
// deadlock over) one row per tag. Not a Payload collection: only the cache uses it, through raw SQL.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "cache_tag_changes" (
    "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
    "tag" varchar(256) NOT NULL,
    "changed_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX IF NOT EXISTS "cache_tag_changes_tag_id_idx" ON "cache_tag_changes" USING btree ("tag", "id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "cache_tag_changes";`)
}
