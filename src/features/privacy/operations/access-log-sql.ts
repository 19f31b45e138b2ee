import { sql } from '@payloadcms/db-postgres'

type Db = { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }

/**
 * Hand-written SQL of the access log, called from the migration's
 * up/down (migrations are regenerated at merge; these calls are re-added).
 * The trigger refuses UPDATE and DELETE of an entry younger than 365 days, so
 * not even a CMS bug or a stray script can rewrite who looked at whose data;
 * the member foreign key's ON DELETE SET NULL is an UPDATE and stays allowed
 * (the entry outlives a deleted account, only the link goes), and so is an
 * erasure's scrub of `details` (an export's filter may name the member): the
 * new text carries the '[erased]' mark (src/features/privacy/operations/erase-sql.ts).
 */
export async function accessLogUp(db: Db): Promise<void> {
  await db.execute(sql`
    CREATE OR REPLACE FUNCTION access_log_keep() RETURNS trigger AS $$
    BEGIN
      IF OLD.created_at > now() - interval '365 days' THEN
        IF TG_OP = 'UPDATE' AND NEW.id = OLD.id AND (NEW.actor_id IS NULL OR NEW.actor_id = OLD.actor_id) AND NEW.action = OLD.action
           AND (NEW.details IS NOT DISTINCT FROM OLD.details OR NEW.details LIKE '%[erased]%') AND NEW.created_at = OLD.created_at
           AND (NEW.member_id IS NULL OR NEW.member_id = OLD.member_id) THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'access-log entries are kept for a year: % refused', TG_OP;
      END IF;
      RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
    END $$ LANGUAGE plpgsql`)
  await db.execute(sql`DROP TRIGGER IF EXISTS access_log_keep ON access_log`)
  await db.execute(
    sql`CREATE TRIGGER access_log_keep BEFORE UPDATE OR DELETE ON access_log FOR EACH ROW EXECUTE FUNCTION access_log_keep()`,
  )
}

export async function accessLogDown(db: Db): Promise<void> {
  await db.execute(sql`DROP TRIGGER IF EXISTS access_log_keep ON access_log`)
  await db.execute(sql`DROP FUNCTION IF EXISTS access_log_keep()`)
}
