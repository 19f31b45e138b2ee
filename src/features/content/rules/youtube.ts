/**
 * YouTube links (spec §5 'Video'): watch, youtu.be, /v/, /u/ and embed forms whose
 * id is exactly 11 characters become the embed form; anything else is kept as is.
 */
const ID = '([A-Za-z0-9_-]{11})'
const PATTERNS = [
  new RegExp(`youtube(?:-nocookie)?\\.com\\/watch\\?(?:.*&)?v=${ID}(?![A-Za-z0-9_-])`),
  new RegExp(`youtu\\.be\\/${ID}(?![A-Za-z0-9_-])`),
  new RegExp(`youtube(?:-nocookie)?\\.com\\/(?:v|embed|shorts|live)\\/${ID}(?![A-Za-z0-9_-])`),
  new RegExp(`youtube\\.com\\/u\\/\\w+\\/${ID}(?![A-Za-z0-9_-])`),
  new RegExp(`youtube\\.com\\/user\\/[^#]*#(?:[^/]*\\/)*${ID}(?![A-Za-z0-9_-])`),
]

export function youtubeId(url: string | null | undefined): string | null {
  if (!url) return null
  for (const pattern of PATTERNS) {
    const match = pattern.exec(url)
    if (match) return match[1]
  }
  return null
}

export function toEmbedUrl(url: string): string {
  const id = youtubeId(url.trim())
  return id ? `https://www.youtube.com/embed/${id}` : url.trim()
}

/** The video service's maximum-resolution still, or null when no id can be derived. */
export function youtubeThumbnail(url: string | null | undefined): string | null {
  const id = youtubeId(url)
  return id ? `https://img.youtube.com/vi/${id}/maxresdefault.jpg` : null
}
