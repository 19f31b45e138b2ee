import type { postgresAdapter } from '@payloadcms/db-postgres'

type Adapter = ReturnType<ReturnType<typeof postgresAdapter>['init']>

/**
 * Payload's postgres adapter, minus the pool client it leaks while connecting.
 *
 * In 3.x, `connect()` checks a client out of the new pool (to test the connection
 * and hang an ECONNRESET listener on it) and never releases it, so `pool.end()`
 * can never drain: every shutdown waited out its timeout, once per Payload
 * instance (payloadcms/payload#11727; fixed upstream by #17831, on 4.x only).
 * Here the pool is made and tested first, the client given straight back; the
 * adapter then finds its pool ready and skips its own check-out. If our test
 * fails, the pool is dropped and Payload's own connect runs as before, with its
 * messages and its "database does not exist → create it" path.
 *
 * It takes the adapter rather than importing @payloadcms/db-postgres itself: moving
 * that import after the other Payload packages in payload.config.ts made loading the
 * config hang now and then (a module-evaluation deadlock, half of the starts under load).
 */
export function withoutPoolLeak(adapterObj: ReturnType<typeof postgresAdapter>) {
  const init = adapterObj.init
  return {
    ...adapterObj,
    init: (initArgs: Parameters<typeof init>[0]): Adapter => {
      const adapter = init(initArgs)
      const connect = adapter.connect!
      adapter.connect = async function (this: Adapter, options) {
        if (!this.pool) await connectPool(this)
        return connect.call(this, options)
      }
      return adapter
    },
  }
}

async function connectPool(adapter: Adapter) {
  const pool = new adapter.pg.Pool(adapter.poolOptions)
  try {
    const client = await pool.connect()
    client.release()
    adapter.pool = pool
  } catch {
    await pool.end().catch(() => {})
  }
}
