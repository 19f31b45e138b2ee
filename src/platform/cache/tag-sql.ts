/**
 * The shared half of the page cache: each change to a tag appends a row to
 * cache_tag_changes (migrations/…_cache_tags.ts) and a NOTIFY on CHANNEL carries the
 * row ids, the tag's new version, to every instance. Versions, not times, are compared:
 * each instance expires by its own clock when it learns of a version it has not seen,
 * so clock skew between instances (or with the database) cannot keep an entry alive.
 * Rows are appended, never updated: content changes running at the same time never
 * wait on one another (a row per tag, updated in every transaction, could deadlock).
 */

export const CHANNEL = 'cache_tags'

/** One tag as the NOTIFY payload and the table carry it. */
export type TagVersion = { tag: string; version: number }

// One statement: record each tag's change, then notify with the new versions. Inside a
// transaction, PostgreSQL delivers the notification only at commit, and never on rollback.
// The tags travel as one JSON text parameter so the same SQL serves pg and drizzle.
const HEAD = `WITH added AS (
  INSERT INTO "cache_tag_changes" ("tag") SELECT DISTINCT json_array_elements_text(`
const TAIL = `::json)
  RETURNING "tag", "id"
)
SELECT pg_notify('${CHANNEL}', json_agg(json_build_object('tag', "tag", 'version', "id"))::text) FROM added`

/** The publish statement around a placeholder for the JSON array of tags (`$1` for pg). */
export const publishStatement = (param = '$1') => ({ head: HEAD, tail: TAIL, text: `${HEAD}${param}${TAIL}` })

/** Each tag's latest version. */
export const READ_VERSIONS = `SELECT "tag", max("id") AS "version" FROM "cache_tag_changes" GROUP BY "tag"`

/** Old changes superseded by a later one of the same tag are of no use to anyone. */
export const PRUNE = `DELETE FROM "cache_tag_changes" c WHERE c."changed_at" < now() - interval '1 day'
  AND c."id" < (SELECT max(m."id") FROM "cache_tag_changes" m WHERE m."tag" = c."tag")`

/** A notification's payload, or [] for anything that is not one (never throws). */
export function parseNotification(payload: string | undefined): TagVersion[] {
  try {
    const parsed: unknown = JSON.parse(payload ?? '')
    if (!Array.isArray(parsed)) return []
    return parsed.flatMap((item) =>
      item && typeof item.tag === 'string' && Number.isFinite(Number(item.version))
        ? [{ tag: item.tag, version: Number(item.version) }]
        : [],
    )
  } catch {
    return []
  }
}
