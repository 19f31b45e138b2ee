import { getPayloadClient } from '@/platform/payload/client'
import { drizzleOf, rows, sql } from '@/platform/db/sql'
import { log, requestIdOf } from '@/platform/log'

/** Readiness: the database answers within two seconds, else 503 so a load balancer skips us. */
export const dynamic = 'force-dynamic'

const TIMEOUT_MS = 2000

export async function GET(req: Request) {
  const headers = { 'Cache-Control': 'no-store' }
  try {
    const payload = await getPayloadClient()
    await Promise.race([
      rows(drizzleOf(payload), sql`SELECT 1`),
      new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), TIMEOUT_MS)),
    ])
    return Response.json({ status: 'ok', database: 'ok' }, { headers })
  } catch (err) {
    log.warn({ requestId: requestIdOf(req), error: (err as Error).message }, 'readiness check failed')
    return Response.json({ status: 'unavailable', database: 'unreachable' }, { status: 503, headers })
  }
}
