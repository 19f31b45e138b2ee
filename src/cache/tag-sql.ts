/**
 * The shared half of the page cache: one row per cache tag (migrations/…_cache_tags.ts)
 * whose version goes up on every change, and a NOTIFY on CHANNEL that carries the new
 * versions to every instance. Versions, not times, are compared: each instance expires
 * by its own clock when it learns of a newer version, so clock skew between instances
 * (or with the database) cannot keep an entry alive.
 */

export const CHANNEL = 'cache_tags'

/** One tag as the NOTIFY payload and the table carry it. */
export type TagVersion = { tag: string; version: number }

// One statement: bump (or create) each tag, then notify with the new versions. Inside a
// transaction, PostgreSQL delivers the notification only at commit, and never on rollback.
// The tags travel as one JSON text parameter so the same SQL serves pg and drizzle.
const HEAD = `WITH bumped AS (
  INSERT INTO "cache_tags" ("tag") SELECT DISTINCT json_array_elements_text(`
const TAIL = `::json)
  ON CONFLICT ("tag") DO UPDATE SET "version" = "cache_tags"."version" + 1, "expired_at" = now()
  RETURNING "tag", "version"
)
SELECT pg_notify('${CHANNEL}', json_agg(json_build_object('tag', "tag", 'version', "version"))::text) FROM bumped`

/** The publish statement around a placeholder for the JSON array of tags (`$1` for pg). */
export const publishStatement = (param = '$1') => ({ head: HEAD, tail: TAIL, text: `${HEAD}${param}${TAIL}` })

export const READ_VERSIONS = `SELECT "tag", "version" FROM "cache_tags"`

/** A notification's payload, or [] for anything that is not one (never throws). */
export function parseNotification(payload: string | undefined): TagVersion[] {
  try {
    const parsed: unknown = JSON.parse(payload ?? '')
    if (!Array.isArray(parsed)) return []
    return parsed.flatMap((item) =>
      item && typeof item.tag === 'string' && Number.isFinite(Number(item.version)) ? [{ tag: item.tag, version: Number(item.version) }] : [],
    )
  } catch {
    return []
  }
}
