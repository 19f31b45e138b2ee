import { describe, expect, it } from 'vitest'

import { toNewsItem } from '@/features/content/presenters/news'
import { responsiveImage } from '@/features/content/presenters/responsive-image'

const original = { url: '/cms-api/images/file/camp.jpg', width: 1200, height: 800 }
const sizes = {
  small: { url: '/cms-api/images/file/camp-400x267.webp', width: 400, height: 267 },
  card: { url: '/cms-api/images/file/camp-640x427.webp', width: 640, height: 427 },
  large: { url: '/cms-api/images/file/camp-1200x800.webp', width: 1200, height: 800 },
}

describe('responsiveImage', () => {
  it('offers the renditions made at upload as a srcSet, smallest first, and the largest as src', () => {
    expect(responsiveImage({ ...original, sizes }, ['card', 'small'])).toEqual({
      src: sizes.card.url,
      srcSet: `${sizes.small.url} 400w, ${sizes.card.url} 640w`,
      width: 640,
      height: 427,
    })
  })

  it('falls back to the original for a file uploaded before the sizes existed', () => {
    expect(responsiveImage({ ...original, sizes: { small: { url: null, width: null, height: null } } }, ['small', 'card'])).toEqual({
      src: original.url,
      srcSet: undefined,
      width: 1200,
      height: 800,
    })
    expect(responsiveImage(original, ['small'])?.src).toBe(original.url)
  })

  it('adds the original beside the sizes that exist when one is missing, and lists one file per width', () => {
    const partial = responsiveImage({ ...original, sizes: { small: sizes.small, large: sizes.large } }, ['small', 'card', 'large'])
    expect(partial?.srcSet).toBe(`${sizes.small.url} 400w, ${sizes.large.url} 1200w`)
    expect(partial?.src).toBe(sizes.large.url)
  })

  it('is null without a file (an id that was not populated, a deleted upload)', () => {
    expect(responsiveImage(null, ['small'])).toBeNull()
    expect(responsiveImage(7, ['small'])).toBeNull()
    expect(responsiveImage({ url: null, width: null, height: null }, ['small'])).toBeNull()
  })
})

describe('toNewsItem', () => {
  it("keeps the API to the spec's fields: the pages' photo renditions stay out", () => {
    const item = { id: 1, title: 'Camp', content: 'Text', date: '2026-06-10', pdfUrl: null, photoUrl: original.url }
    expect(toNewsItem({ ...item, photo: responsiveImage({ ...original, sizes }, ['small']) } as typeof item)).toEqual(item)
  })
})
