import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The member register (issue 14): user_exports.filters (Payload's schema), and — custom
// SQL, not in the snapshot, keep this block when the migration is regenerated — the
// indexes of its search (src/server/admin/register/query.ts). The search is a partial,
// case-insensitive match anywhere in name, e-mail, phone, EHRMS or membership id
// (lower(col) LIKE '%q%'): only trigram indexes serve that, and pg_trgm ships in
// PostgreSQL's contrib (the embedded build has it; it is a trusted extension, so the
// database owner may create it). Each expression is exactly the query's. Members are
// filtered by role and district on every register query: btree indexes on both.
const REGISTER_INDEXES = `
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "users_register_name_trgm" ON "users" USING gin (lower("name") gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "users_register_email_trgm" ON "users" USING gin (lower("email") gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "users_register_phone_trgm" ON "users" USING gin (lower(coalesce("phone", '')) gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "users_register_ehrms_trgm" ON "users" USING gin (lower(coalesce("ehrms", '')) gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "memberships_register_membership_id_trgm" ON "memberships" USING gin (lower(coalesce("membership_id", '')) gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "users_register_role_district" ON "users" USING btree ("role", "district");`
const REGISTER_INDEXES_DOWN = `
  DROP INDEX IF EXISTS "users_register_name_trgm";
  DROP INDEX IF EXISTS "users_register_email_trgm";
  DROP INDEX IF EXISTS "users_register_phone_trgm";
  DROP INDEX IF EXISTS "users_register_ehrms_trgm";
  DROP INDEX IF EXISTS "memberships_register_membership_id_trgm";
  DROP INDEX IF EXISTS "users_register_role_district";`

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "user_exports" ADD COLUMN "filters" varchar;`)
  // ---- custom SQL (register search indexes) ----
  await db.execute(sql.raw(REGISTER_INDEXES))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // ---- custom SQL (register search indexes) ----
  await db.execute(sql.raw(REGISTER_INDEXES_DOWN))
  await db.execute(sql`
   ALTER TABLE "user_exports" DROP COLUMN "filters";`)
}
