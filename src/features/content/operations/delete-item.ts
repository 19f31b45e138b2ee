import { sql } from '../../../platform/db/sql'
import { HttpError } from '../../../platform/http/route'
import type { Message } from '../../../platform/i18n/messages'
import type { AdminContext } from './context'
import { transaction } from '@/platform/db/transaction'

/**
 * Deletes one news item, photo or video, one request at a time per item. Two
 * office tabs (or a double tap) deleting the same item at once both found it,
 * both deleted, and Payload failed on the row the other had removed (a 500).
 * A transaction-scoped advisory lock on (collection, id) makes the second wait
 * for the first; it then finds nothing and answers 404 with the item's message.
 * The lock's connection only waits: Payload deletes on its own connection and
 * commits before the lock is released.
 */
export async function deleteItem(
  ctx: AdminContext,
  collection: 'news' | 'photos' | 'videos',
  id: number,
  notFound: Message,
): Promise<void> {
  await transaction(ctx.payload, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${collection}), ${id})`)
    const { totalDocs } = await ctx.payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true })
    if (!totalDocs) throw new HttpError(404, notFound)
    await ctx.payload.delete({ collection, id, overrideAccess: true })
  })
}
