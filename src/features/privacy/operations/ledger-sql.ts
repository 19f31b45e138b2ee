import { sql } from '@payloadcms/db-postgres'

import { BACKFILL_NOTICE_VERSION } from '../rules/consent'
import type { Executor } from '../../../platform/db/sql'

/**
 * Hand SQL for the consent ledger, called from the migration's
 * up/down: PostgreSQL itself keeps the ledger append-only, whoever connects.
 * The one UPDATE let through is the erasure's scrub: address and user agent
 * set to NULL, nothing else changed.
 */
const GUARD_SQL = `
CREATE OR REPLACE FUNCTION consents_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.address IS NULL AND NEW.user_agent IS NULL
     AND (NEW.id, NEW.member_id, NEW.purpose, NEW.action, NEW.notice_version, NEW.language, NEW.channel, NEW.backfilled, NEW.created_at)
         IS NOT DISTINCT FROM
         (OLD.id, OLD.member_id, OLD.purpose, OLD.action, OLD.notice_version, OLD.language, OLD.channel, OLD.backfilled, OLD.created_at)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the consent ledger is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
DROP TRIGGER IF EXISTS consents_no_update_delete ON consents;
CREATE TRIGGER consents_no_update_delete BEFORE UPDATE OR DELETE ON consents FOR EACH ROW EXECUTE FUNCTION consents_append_only();
DROP TRIGGER IF EXISTS consents_no_truncate ON consents;
CREATE TRIGGER consents_no_truncate BEFORE TRUNCATE ON consents FOR EACH STATEMENT EXECUTE FUNCTION consents_append_only();
`

/** Every member without a ledger entry gets a backfilled 'membership' grant dated their registration. */
export const BACKFILL_SQL = `
INSERT INTO consents (member_id, purpose, action, notice_version, language, channel, backfilled, created_at, updated_at)
SELECT u.id, 'membership', 'granted', ${BACKFILL_NOTICE_VERSION},
       (CASE WHEN u.preferred_language::text = 'hi' THEN 'hi' ELSE 'en' END)::enum_consents_language, 'backfill', true, u.created_at, u.created_at
FROM users u
WHERE u.role::text = 'member' AND NOT EXISTS (SELECT 1 FROM consents c WHERE c.member_id = u.id);
`

export async function ledgerUp(db: Executor): Promise<void> {
  await db.execute(sql.raw(GUARD_SQL))
  await db.execute(sql.raw(BACKFILL_SQL))
}

export async function ledgerDown(db: Executor): Promise<void> {
  await db.execute(
    sql.raw(`
    DROP TRIGGER IF EXISTS consents_no_update_delete ON consents;
    DROP TRIGGER IF EXISTS consents_no_truncate ON consents;
    DROP FUNCTION IF EXISTS consents_append_only();`),
  )
}
