import type { Field, Payload, PayloadRequest, Where } from 'payload'

import type { UploadSlug } from './folders'

/**
 * Whether any document or global still points at an upload. Files are deleted
 * only when nothing does: the same image may sit behind two gallery photos, a
 * news photo may also be a leader's portrait or the logo. The fields are found in
 * the configuration, so a new upload field anywhere is covered without change.
 */

type Target = { paths: string[]; polymorphic: boolean }

const pointsAt = (relationTo: string | string[], slug: string) =>
  Array.isArray(relationTo) ? relationTo.includes(slug) : relationTo === slug

/** Dotted paths (arrays and groups included) of the upload and relationship fields pointing at `slug`. */
function targetsIn(fields: Field[], slug: string, prefix = '', found: Target = { paths: [], polymorphic: false }): Target {
  for (const field of fields) {
    if ((field.type === 'upload' || field.type === 'relationship') && pointsAt(field.relationTo, slug)) {
      if (Array.isArray(field.relationTo)) found.polymorphic = true
      else found.paths.push(`${prefix}${field.name}`)
    } else if (field.type === 'array' || field.type === 'group') {
      targetsIn(field.fields, slug, 'name' in field && field.name ? `${prefix}${field.name}.` : prefix, found)
    } else if (field.type === 'row' || field.type === 'collapsible') {
      targetsIn(field.fields, slug, prefix, found)
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs) targetsIn(tab.fields, slug, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix, found)
    } else if (field.type === 'blocks') {
      for (const block of field.blocks) if (typeof block === 'object') targetsIn(block.fields, slug, `${prefix}${field.name}.`, found)
    }
  }
  return found
}

/** The id of an upload or relationship value, whatever the depth it was read at. */
export function relationId(value: unknown): number | null {
  const id = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
  return typeof id === 'number' ? id : null
}

/** Every value at a dotted path, stepping into arrays and blocks. */
function valuesAt(data: unknown, path: string[]): unknown[] {
  if (data === null || data === undefined) return []
  if (Array.isArray(data)) return data.flatMap((item) => valuesAt(item, path))
  if (!path.length) return [data]
  return typeof data === 'object' ? valuesAt((data as Record<string, unknown>)[path[0]], path.slice(1)) : []
}

/** With `req`, inside that request's transaction, so a change not yet committed counts. */
export async function isReferenced(payload: Payload, slug: UploadSlug, id: number, req?: Partial<PayloadRequest>): Promise<boolean> {
  for (const collection of payload.config.collections) {
    // Payload's own bookkeeping (document locks, preferences) points at every collection and is no use.
    if (collection.slug.startsWith('payload-')) continue
    const { paths, polymorphic } = targetsIn(collection.fields, slug)
    // A field that may point at several collections is rare; keep the file rather than guess.
    if (polymorphic) return true
    if (!paths.length) continue
    const where: Where = { or: paths.map((path) => ({ [path]: { equals: id } })) }
    const { totalDocs } = await payload.count({ collection: collection.slug, where, overrideAccess: true, req })
    if (totalDocs > 0) return true
  }
  for (const global of payload.config.globals) {
    const { paths, polymorphic } = targetsIn(global.fields, slug)
    if (polymorphic) return true
    if (!paths.length) continue
    const data = await payload.findGlobal({ slug: global.slug, depth: 0, overrideAccess: true, req })
    if (paths.some((path) => valuesAt(data, path.split('.')).some((value) => relationId(value) === id))) return true
  }
  return false
}
