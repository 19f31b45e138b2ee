import pg from 'pg'

import { startEmbeddedDatabase } from '../../src/runtime/embedded-db'

/**
 * What the office does to a case, done straight in the running app's database for
 * the follow-up tests (the office's own pages are another task's): a reply and an
 * internal note on the timeline, and the resolution. Rows as addCaseEvent writes them.
 */
export async function caseDb(appDataDir: string) {
  // The app's embedded PostgreSQL is already running: this finds it and connects.
  const { url } = await startEmbeddedDatabase(appDataDir)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const one = async (text: string, values: unknown[]) => (await client.query(text, values)).rows[0] as Record<string, unknown>
  return {
    async caseOf(email: string): Promise<{ id: number; caseNumber: string }> {
      const r = await one(
        'SELECT g.id, g.case_number FROM grievances g JOIN users u ON u.id = g.user_id WHERE u.email = $1 ORDER BY g.id DESC LIMIT 1',
        [email],
      )
      return { id: Number(r.id), caseNumber: String(r.case_number) }
    },
    async officeEntry(grievanceId: number, kind: 'reply' | 'note', text: string) {
      const admin = await one("SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1", [])
      await client.query('INSERT INTO grievance_events (grievance_id, kind, internal, actor_id, text) VALUES ($1, $2, $3, $4, $5)', [
        grievanceId,
        kind,
        kind === 'note',
        admin.id,
        text,
      ])
    },
    async resolve(grievanceId: number) {
      await client.query("UPDATE grievances SET status = 'resolved', resolved_at = now() WHERE id = $1", [grievanceId])
      await client.query(
        "INSERT INTO grievance_events (grievance_id, kind, internal, \"from\", \"to\") VALUES ($1, 'status', false, 'pending', 'resolved')",
        [grievanceId],
      )
    },
    close: () => client.end(),
  }
}
