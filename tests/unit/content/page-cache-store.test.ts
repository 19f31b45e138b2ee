import { describe, expect, it } from 'vitest'

import { MemoryStore } from '../../../src/platform/cache/memory-store'
import { parseNotification, publishStatement } from '../../../src/platform/cache/tag-sql'

/** A store on a clock the test moves by hand. */
function storeAt(start = 1000, maxSize?: number) {
  const clock = { t: start }
  return { clock, store: new MemoryStore(maxSize, () => clock.t) }
}

describe('page cache store (one instance)', () => {
  it('serves an entry until one of its tags expires', () => {
    const { clock, store } = storeAt()
    expect(store.get('k')).toBeNull()
    store.set('k', 'news v1', ['news'])
    clock.t += 10
    expect(store.get('k')?.value).toBe('news v1')
    store.expireTags(['photos'])
    expect(store.get('k')?.value).toBe('news v1')
    clock.t += 10
    store.expireTags(['news'])
    expect(store.get('k')).toBeNull()
  })

  it('also expires on the tags the caller reads with (unstable_cache passes them on every read)', () => {
    const { clock, store } = storeAt()
    store.get('k')
    store.set('k', 'v', [])
    clock.t += 5
    store.expireTags(['global:home-page'])
    expect(store.get('k', ['global:home-page'])).toBeNull()
  })

  it('dates an entry from the miss that led to it, so a read made before a change and stored after its expiry is not kept', () => {
    const { clock, store } = storeAt()
    expect(store.get('k')).toBeNull() // miss at 1000: the database is read now (old data)
    clock.t += 50
    store.expireTags(['news']) // a change commits and is announced at 1050
    clock.t += 50
    store.set('k', 'old data', ['news']) // the read's result is stored at 1100
    expect(store.get('k')).toBeNull()
    clock.t += 10
    store.set('k', 'new data', ['news'])
    expect(store.get('k')?.value).toBe('new data')
  })

  it('counts a background refresh of an entry past its lifetime as a new birth', () => {
    const { clock, store } = storeAt()
    store.set('k', 'v1', ['news'])
    clock.t += 5000
    expect(store.get('k', [], 1)?.value).toBe('v1') // stale by age: served, refreshed in the background from now
    clock.t += 10
    store.expireTags(['news'])
    clock.t += 10
    store.set('k', 'v2 read before the change', ['news'])
    expect(store.get('k')).toBeNull()
  })

  it('drops the least recently used entries beyond its size, and everything on clear', () => {
    const { store } = storeAt(1000, 100)
    store.set('a', 'x'.repeat(40), [])
    store.set('b', 'y'.repeat(40), [])
    store.get('a')
    store.set('c', 'z'.repeat(40), [])
    expect(store.get('b')).toBeNull()
    expect(store.get('a')).not.toBeNull()
    expect(store.get('c')).not.toBeNull()
    store.set('huge', 'h'.repeat(500), [])
    expect(store.get('huge')).toBeNull()
    store.clear()
    expect(store.entryCount).toBe(0)
  })
})

describe('tag notifications', () => {
  it('reads the versions a notification carries and ignores anything else', () => {
    expect(parseNotification('[{"tag":"news","version":3},{"tag":"global:home-page","version":"12"}]')).toEqual([
      { tag: 'news', version: 3 },
      { tag: 'global:home-page', version: 12 },
    ])
    for (const junk of [undefined, '', 'not json', '{"tag":"news"}', '[{"tag":1,"version":1}]', '[null]']) {
      expect(parseNotification(junk)).toEqual([])
    }
  })

  it('publishes through one statement with the tags as one parameter', () => {
    expect(publishStatement().text).toContain('json_array_elements_text($1::json)')
    expect(publishStatement().text).toContain("pg_notify('cache_tags'")
  })
})
