/**
 * An uploaded picture as the pages link it: the renditions Payload made at upload
 * (collections/uploads.ts imageSizes) as an <img>'s srcSet, served as they are,
 * with no image optimiser in between (docs/decisions/009-fonts-and-pictures.md).
 */
export type ResponsiveImage = {
  src: string
  /** `url 400w, url 640w, …`; undefined when there is only the original. */
  srcSet: string | undefined
  /** The pixel size of `src`, for width/height (the page reserves the space; nothing shifts). */
  width: number
  height: number
}

type Rendition = { url?: string | null; width?: number | null; height?: number | null }
type Upload = Rendition & { sizes?: Record<string, Rendition | undefined> | null }

const usable = (r: Rendition | undefined | null): r is { url: string; width: number; height: number } =>
  Boolean(r?.url && r.width && r.height)

/**
 * The named renditions (smallest first) that exist. A size Payload did not make — the
 * original was smaller than it (withoutEnlargement), or the file was uploaded before the
 * size existed — is stood in for by the original, so an older installation still shows
 * every picture. `src` is the largest candidate, for browsers without srcset.
 */
export function responsiveImage(upload: Upload | number | null | undefined, sizeNames: readonly string[]): ResponsiveImage | null {
  if (!upload || typeof upload !== 'object') return null
  const sizes = upload.sizes
  if (!usable(upload)) return null
  const made = sizeNames.map((name) => sizes?.[name]).filter(usable)
  const candidates = made.length < sizeNames.length ? [...made, upload] : made
  const byWidth = new Map<number, { url: string; width: number; height: number }>()
  for (const c of candidates) if (!byWidth.has(c.width)) byWidth.set(c.width, c)
  const sorted = [...byWidth.values()].sort((a, b) => a.width - b.width)
  const largest = sorted[sorted.length - 1]
  return {
    src: largest.url,
    srcSet: sorted.length > 1 ? sorted.map((c) => `${c.url} ${c.width}w`).join(', ') : undefined,
    width: largest.width,
    height: largest.height,
  }
}
