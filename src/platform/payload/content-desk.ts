import type { CollectionBeforeOperationHook, CollectionConfig, GlobalBeforeOperationHook, GlobalConfig } from 'payload'

import { PUBLISHED, publishedUnlessStaff, versionsForStaff } from '../access/drafts'

/**
 * The content desk office staff expect, from Payload's built-ins:
 * drafts saved as they type (autosave every 2 s), a history of 50 versions
 * with restore, publishing at a chosen time (Payload's schedulePublish task,
 * run by the jobs queue's 'default' runner, src/runtime/jobs.ts), and live
 * preview (src/platform/http/preview.ts). News and every page text use it. Drafts and
 * versions are staff only: anyone else reads what is published (src/platform/access/drafts.ts).
 */
const AUTOSAVE_MS = 2000
const VERSIONS_KEPT = 50
const drafts = { autosave: { interval: AUTOSAVE_MS }, schedulePublish: true }

/**
 * A new document or a page text saved without asking for a draft or naming a status is published. Payload's
 * status defaults to 'draft', which would hide what the site's own admin pages,
 * the seed and scripts create; the CMS always says which it means.
 */
function publishUnlessDraft<A>(args: A): A {
  const write = args as { data?: Record<string, unknown>; draft?: boolean } | undefined
  if (write?.data && !write.draft && write.data._status === undefined) write.data = { ...write.data, _status: 'published' }
  return args
}
// Create only: an update without a status keeps the document's own (a draft fixed from the admin pages stays a draft).
const publishCollectionWrites: CollectionBeforeOperationHook = ({ args, operation }) =>
  operation === 'create' ? publishUnlessDraft(args) : args
const publishGlobalWrites: GlobalBeforeOperationHook = ({ args, operation }) => (operation === 'update' ? publishUnlessDraft(args) : args)

export function withContentDesk(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    access: { ...collection.access, read: publishedUnlessStaff(collection.access?.read), readVersions: versionsForStaff },
    versions: { drafts, maxPerDoc: VERSIONS_KEPT },
    hooks: { ...collection.hooks, beforeOperation: [...(collection.hooks?.beforeOperation ?? []), publishCollectionWrites] },
  }
}

export function globalWithContentDesk(global: GlobalConfig): GlobalConfig {
  return {
    ...global,
    access: { ...global.access, read: publishedUnlessStaff(global.access?.read), readVersions: versionsForStaff },
    versions: { drafts, max: VERSIONS_KEPT },
    hooks: { ...global.hooks, beforeOperation: [...(global.hooks?.beforeOperation ?? []), publishGlobalWrites] },
  }
}

/** What the public site may show of a collection with drafts: the published documents. */
export { PUBLISHED }
