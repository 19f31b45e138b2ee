import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { drizzleOf, type Executor } from './sql'

/**
 * The one door to transactions. Three ways in, one transaction underneath (Payload's postgres adapter's):
 *  - `transaction`: raw SQL only (conditional updates, row and advisory locks);
 *  - `withPayloadTransaction`: Local API calls (through `req`) and raw SQL (through `tx`) together, e.g. a new
 *    account and its welcome mail commit together or not at all;
 *  - `executorOf`: inside a collection hook, the transaction the Payload operation already runs in.
 */
export const transaction = <T>(payload: Payload, fn: (tx: Executor) => Promise<T>) => drizzleOf(payload).transaction(fn)

type Sessions = { sessions?: Record<string | number, { db?: Executor } | undefined> }
const sessionsOf = (payload: Payload) => (payload.db as unknown as Sessions).sessions

export async function withPayloadTransaction<T>(payload: Payload, fn: (req: PayloadRequest, tx: Executor) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const id = await req.transactionID
    const result = await fn(req, sessionsOf(payload)![String(id)]!.db!)
    await commitTransaction(req)
    return result
  } catch (err) {
    await killTransaction(req)
    throw err
  }
}

/** The transaction a Payload operation runs in (as Payload's own adapter finds it), else the pool. */
export async function executorOf(req: PayloadRequest): Promise<Executor> {
  const id = req.transactionID ? await req.transactionID : undefined
  const session = id === undefined ? undefined : sessionsOf(req.payload)?.[id]
  return session?.db ?? drizzleOf(req.payload)
}
