import type { Access, Where } from 'payload'

import { isStaffUser, nobody, staff } from './roles'

/**
 * Drafts and versions are staff only. A collection or global with drafts keeps its
 * unpublished work in the same table (a new draft) and in its versions table (a draft of a published
 * document, every earlier version): Payload's `?draft=true` reads the newest draft with the `read`
 * rule, and its `/versions` routes use `readVersions`, which Payload lets any signed-in user pass
 * when it is not set. So an anonymous `GET /cms-api/news/{id}?draft=true` showed an unpublished
 * draft, and a member read every version.
 */

/** What anyone but staff may see of a collection or global with drafts. */
export const PUBLISHED: Where = { _status: { equals: 'published' } }

/**
 * The `read` rule of a collection or global with drafts: staff as `read` says; anyone else what
 * `read` lets them see, and of that only what is published. A constraint rather than a refusal, so
 * `?draft=true` is harmless: Payload applies it to the document and to the draft it would put in
 * its place (`version._status` equals 'published' and 'draft' at once: none), so the published
 * document is what a visitor reads, and a document never published is not found.
 */
export const publishedUnlessStaff =
  (read: Access = nobody): Access =>
  async (args) => {
    const result = await read(args)
    if (!result || isStaffUser(args.req.user)) return result
    return result === true ? PUBLISHED : { and: [result, PUBLISHED] }
  }

/** `readVersions` of every collection and global with versions: the history is the office's. */
export const versionsForStaff: Access = staff
