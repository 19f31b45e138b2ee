import { describe, expect, it } from 'vitest'

import { toEmbedUrl, youtubeId, youtubeThumbnail } from '../../../src/features/content/rules/youtube'

const ID = 'dQw4w9WgXcQ'
const EMBED = `https://www.youtube.com/embed/${ID}`

describe('YouTube links', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?feature=share&v=${ID}&t=10s`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/v/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/u/1/${ID}`,
    `  https://youtu.be/${ID}  `,
  ])('turns %s into the embed form', (url) => {
    expect(toEmbedUrl(url)).toBe(EMBED)
  })

  it.each(['https://vimeo.com/123456', 'https://www.youtube.com/watch?v=short', `https://www.youtube.com/watch?v=${ID}X`, 'not a url'])(
    'keeps %s unchanged',
    (url) => {
      expect(toEmbedUrl(url)).toBe(url)
    },
  )

  it('derives the maximum-resolution thumbnail, or null', () => {
    expect(youtubeId(EMBED)).toBe(ID)
    expect(youtubeThumbnail(EMBED)).toBe(`https://img.youtube.com/vi/${ID}/maxresdefault.jpg`)
    expect(youtubeThumbnail('https://vimeo.com/1')).toBeNull()
    expect(youtubeThumbnail(null)).toBeNull()
  })
})
