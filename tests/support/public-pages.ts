/**
 * Every public page of the speed work, in English at the spec's paths; each also has its /hi twin.
 * Shared by `npm run bench:web` (Lighthouse) and the byte-budget test, so both measure the same list.
 * `{newsId}` and `{membershipId}` stand for demo content found on the running site (resolvePages).
 */
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/mission-vision',
  '/team',
  '/contact',
  '/privacy-policy',
  '/media/news',
  '/media/news/{newsId}',
  '/media/photos',
  '/media/videos',
  '/login',
  '/membership',
  '/verify/{membershipId}',
] as const

/** The demo paid member of the seed (src/runtime/seed/members.ts, README's quick start); kept here so the bench loads no server code. */
const PAID = { email: 'demo.member@example.org', password: 'DemoMember@2026' }

export type PublicPage = (typeof PUBLIC_PAGES)[number]
export type PageUrl = { page: PublicPage; lang: 'en' | 'hi'; path: string }

/** The Hindi twin of an English path: `/` → `/hi`, `/about` → `/hi/about`. */
export const hindiOf = (path: string) => (path === '/' ? '/hi' : `/hi${path}`)

/** The newest demo news item's id, from the public API (spec §7: an array, newest first). */
async function newsIdOf(base: string): Promise<string> {
  const res = await fetch(`${base}/api/news`)
  const items = (await res.json()) as { id: number | string }[]
  if (!res.ok || !Array.isArray(items) || items.length === 0)
    throw new Error(`GET ${base}/api/news gave no news item (${res.status}): is the demo content seeded?`)
  return String(items[0].id)
}

/**
 * The demo paid member's membership id: the seed numbers it itself (src/runtime/seed/members.ts, the first free
 * UPCHO-{year}-n), so it is read back the way the member's certificate reads it — signed in, the verify link.
 */
async function membershipIdOf(base: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: PAID.email, password: PAID.password }),
  })
  if (!login.ok)
    throw new Error(`the demo member ${PAID.email} could not sign in on ${base} (${login.status}): is the demo content seeded?`)
  const { token } = (await login.json()) as { token: string }
  const link = await fetch(`${base}/api/membership/verify-link`, { headers: { authorization: `Bearer ${token}` } })
  const { verifyUrl } = (await link.json()) as { verifyUrl: string | null }
  if (!verifyUrl) throw new Error(`the demo member ${PAID.email} has no paid membership on ${base}`)
  return decodeURIComponent(new URL(verifyUrl).pathname.split('/').pop()!)
}

/** The pages picked (all when `only` is empty), with their demo ids filled in, English then Hindi for each. */
export async function resolvePages(base: string, only: string[] = []): Promise<PageUrl[]> {
  // `/verify/{id}` picks `/verify/{membershipId}`: a placeholder's name does not matter.
  const shape = (p: string) => p.replace(/\{[^}]*\}/g, '{}')
  const wanted = new Set(only.map(shape))
  const picked = only.length ? PUBLIC_PAGES.filter((p) => wanted.has(shape(p))) : [...PUBLIC_PAGES]
  const unknown = only.filter((p) => !PUBLIC_PAGES.some((page) => shape(page) === shape(p)))
  if (unknown.length) throw new Error(`unknown page(s) ${unknown.join(', ')}; pick among ${PUBLIC_PAGES.join(' ')}`)
  const newsId = picked.includes('/media/news/{newsId}') ? await newsIdOf(base) : ''
  const membershipId = picked.includes('/verify/{membershipId}') ? await membershipIdOf(base) : ''
  return picked.flatMap((page) => {
    const path = page.replace('{newsId}', newsId).replace('{membershipId}', encodeURIComponent(membershipId))
    return [
      { page, lang: 'en' as const, path },
      { page, lang: 'hi' as const, path: hindiOf(path) },
    ]
  })
}
