import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import type { Executor } from '../server/db'

/**
 * One transaction shared by Local API calls (through `req`) and raw SQL such
 * as queueMail (through `tx`): e.g. a new account and its welcome mail commit
 * together or not at all.
 */
export async function withPayloadTransaction<T>(payload: Payload, fn: (req: PayloadRequest, tx: Executor) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const id = await req.transactionID
    const sessions = (payload.db as unknown as { sessions: Record<string, { db: Executor }> }).sessions
    const result = await fn(req, sessions[String(id)].db)
    await commitTransaction(req)
    return result
  } catch (err) {
    await killTransaction(req)
    throw err
  }
}
