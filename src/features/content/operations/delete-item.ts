import { sql } from '../../../platform/db/sql'
import { HttpError } from '../../../platform/http/route'
import type { Message } from '../../../platform/i18n/messages'
import type { AdminContext } from './context'
import { withPayloadTransaction } from '@/platform/db/transaction'

/**
 * Deletes one news item, photo or video, one request at a time per item. Two
 * office tabs (or a double tap) deleting the same item at once both found it,
 * both deleted, and Payload failed on the row the other had removed (a 500).
 * A transaction-scoped advisory lock on (collection, id) makes the second wait
 * for the first; it then finds nothing and answers 404 with the item's message.
 * The count and the delete run in the lock's own transaction: each waiting request
 * holds one pooled connection, and a winner that needed a second one could find the
 * pool empty (more deletes at once than pooled connections all waited out the 30-s timeout).
 */
export async function deleteItem(
  ctx: AdminContext,
  collection: 'news' | 'photos' | 'videos',
  id: number,
  notFound: Message,
): Promise<void> {
  await withPayloadTransaction(ctx.payload, async (req, tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${collection}), ${id})`)
    const { totalDocs } = await ctx.payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true, req })
    if (!totalDocs) throw new HttpError(404, notFound)
    await ctx.payload.delete({ collection, id, overrideAccess: true, req })
  })
}
