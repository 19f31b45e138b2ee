import { describe, expect, inject, it } from 'vitest'

/**
 * Visitors on slow phones download only the public site's code: no CMS, member
 * or admin code in the JavaScript of public pages. Each marker is a string found
 * only in that code; the CMS markers are first shown to be present in /cms's own
 * JavaScript, so the check can fail.
 */
const base = inject('baseUrl')
const PUBLIC_PAGES = [
  '/',
  '/about',
  '/team',
  '/contact',
  '/mission-vision',
  '/privacy-policy',
  '/media/news',
  '/media/photos',
  '/media/videos',
  '/circulars',
]
const CMS_MARKERS = ['payload-toast', 'login__', 'template-default']
const PRIVATE_MARKERS = [
  ...CMS_MARKERS,
  'Profile updated successfully!',
  'Download All Users Data',
  'Admin Dashboard',
  'Submit a Grievance',
]
// The validation library (about 90 KB gzip) and the Hindi catalogue of every /api message (9 KB) once
// reached every page through the session code; a visitor's page has no form that needs them.
const HEAVY_MARKERS = ['ZodError', 'EHRMS कोड']

/** Every script the page loads: its <script src> tags, and on a page from the response cache the loader's list (src/runtime/response-cache/defer-scripts.ts). */
async function scriptBodiesOf(path: string): Promise<string[]> {
  const html = await (await fetch(`${base}${path}`)).text()
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'))
  const deferred = [...html.matchAll(/"(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1])
  const srcs = [...new Set([...tags, ...deferred])]
  return Promise.all(srcs.map(async (src) => (await fetch(new URL(src, base))).text()))
}
const scriptsOf = async (path: string) => (await scriptBodiesOf(path)).join('\n')

describe('public JavaScript', () => {
  it('the CMS markers are really in the CMS code', async () => {
    const js = await scriptsOf('/cms/login')
    expect(CMS_MARKERS.filter((m) => js.includes(m)).length).toBeGreaterThan(0)
  })

  it.each(PUBLIC_PAGES)('%s ships no CMS, member or admin code', async (path) => {
    const js = await scriptsOf(path)
    expect(js.length).toBeGreaterThan(1000)
    // A boolean per marker keeps a failure readable (the bundles are megabytes).
    expect(PRIVATE_MARKERS.filter((m) => js.includes(m))).toEqual([])
  })

  it('the heavy markers are really in the code of a page with a validated form', async () => {
    const js = await scriptsOf('/forgot-password')
    expect(HEAVY_MARKERS.filter((m) => js.includes(m))).toEqual(HEAVY_MARKERS)
  })

  it.each(PUBLIC_PAGES)('%s ships no validation library and no catalogue of /api messages', async (path) => {
    const js = await scriptsOf(path)
    expect(HEAVY_MARKERS.filter((m) => js.includes(m))).toEqual([])
  })

  // The login and registration forms load their rules when used (src/platform/ui/forms/useLazyModule.ts); their
  // fields still show the Hindi of the rules' messages, so the catalogue (9 KB) comes with them.
  it.each(['/login', '/membership', '/hi/login', '/hi/membership'])(
    '%s ships no validation library until its form is used',
    async (path) => {
      const js = await scriptsOf(path)
      expect(js.length).toBeGreaterThan(1000)
      expect(js.includes('ZodError')).toBe(false)
    },
  )

  // The scripts every page runs in full at start carry V8's compile hint (src/runtime/compile-hints.ts),
  // so Chrome compiles them while they stream in instead of in one long task on the main thread.
  it.each(['/', '/hi/login'])("%s: Turbopack's runtime and React DOM carry the compile hint; a page's own chunks do not", async (path) => {
    const bodies = await scriptBodiesOf(path)
    const hinted = (marker: string) => bodies.filter((b) => b.includes(marker)).map((b) => b.startsWith('//# allFunctionsCalledOnLoad\n'))
    expect(hinted('TURBOPACK_NEXT_CHUNK_URLS')).toEqual([true])
    expect(hinted('hydrateRoot')).toContain(true)
    expect(bodies.filter((b) => !b.startsWith('//# allFunctionsCalledOnLoad')).length).toBeGreaterThan(0)
  })
})
