import { describe, expect, it } from 'vitest'

import { thumbnailName, thumbnailSize } from '@/features/content/ui/media-desk/thumbnail'

/** Spec §9: a gallery thumbnail is at most 300 px on its longer side and never enlarged. */
describe('thumbnailSize', () => {
  it.each([
    [1600, 1000, 300, 188],
    [480, 900, 160, 300],
    [300, 300, 300, 300],
    [4000, 3000, 300, 225],
    [200, 120, 200, 120],
    [10000, 10, 300, 1],
  ])('%i x %i → %i x %i', (w, h, tw, th) => {
    expect(thumbnailSize(w, h)).toEqual({ width: tw, height: th })
  })
})

describe('thumbnailName', () => {
  it('replaces the extension with -thumb.jpg', () => {
    expect(thumbnailName('Holi camp.png')).toBe('Holi camp-thumb.jpg')
    expect(thumbnailName('photo.final.JPEG')).toBe('photo.final-thumb.jpg')
    expect(thumbnailName('noext')).toBe('noext-thumb.jpg')
    expect(thumbnailName('.jpg')).toBe('photo-thumb.jpg')
  })
})
