import { cached } from '../../../platform/cache/cached'
import { TAGS } from '../../../platform/cache/revalidate'
import { getPayloadClient } from '../../../platform/payload/client'
import { circularYears } from './search'

/**
 * The circulars page's filter choices: every subject tag and the years that have circulars.
 * The search itself is not cached (src/features/circulars/operations/search.ts).
 */
export const getCircularFilters = cached(
  async () => {
    const payload = await getPayloadClient()
    const [{ docs }, years] = await Promise.all([
      payload.find({ collection: 'circular-tags', sort: 'nameEn', depth: 0, pagination: false }),
      circularYears(payload),
    ])
    return { tags: docs.map(({ slug, nameEn, nameHi }) => ({ slug, nameEn, nameHi })), years }
  },
  ['circular-filters'],
  [TAGS.circulars],
)
