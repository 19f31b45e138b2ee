import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ADMIN_PAGES, API_ROUTES, CMS_PAGES, ID_PAGES, MEMBER_PAGES, PUBLIC_PAGES, SWEPT_ELSEWHERE } from '../../support/hostile/routes'

/**
 * The malformed-input sweep (tests/e2e/platform/malformed-input.test.ts) must reach every route: a new
 * route file under src/app/api, or a new page, fails this test until the sweep's tables list it
 * (the office, desk, privacy, circulars and two-factor endpoints had been added unswept).
 */
const ROOT = path.resolve(__dirname, '../../..')

function filesNamed(dir: string, name: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? filesNamed(full, name) : e.name === name ? [full] : []
  })
}

/** The HTTP methods a route file exports: `export const GET`, `export async function POST`, `export { x as PUT }`. */
function methodsOf(source: string): string[] {
  const direct = [...source.matchAll(/export\s+(?:const|(?:async\s+)?function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1])
  const renamed = [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
    [...m[1].matchAll(/\bas\s+(GET|POST|PUT|PATCH|DELETE)\b/g)].map((n) => n[1]),
  )
  return [...direct, ...renamed]
}

// A dynamic segment is swept with `{id}` or a value (a number, a case number), never a word like `export`
// (which names a route of its own: /api/admin/members/export does not sweep /api/admin/members/[id]).
const fillsDynamic = (segment: string) => segment === '{id}' || /[^a-z-]/.test(segment)

/** Whether a swept path (`{id}` and fixed values in the dynamic segments) is an address of a route pattern. */
function covers(pattern: string, swept: string): boolean {
  const want = pattern.split('/').filter(Boolean)
  const got = swept.replace(/\?.*$/, '').split('/').filter(Boolean)
  const matches = (w: string, i: number) => (w.startsWith('[') ? fillsDynamic(got[i]) : w === got[i])
  if (want.at(-1)?.startsWith('[...')) return got.length >= want.length && want.slice(0, -1).every(matches)
  return want.length === got.length && want.every(matches)
}

describe('the malformed-input sweep', () => {
  const apiDir = path.join(ROOT, 'src/app/api')
  const routes = filesNamed(apiDir, 'route.ts').flatMap((file) => {
    const pattern = '/api/' + path.relative(apiDir, path.dirname(file)).split(path.sep).join('/')
    return methodsOf(fs.readFileSync(file, 'utf8')).map((method) => ({ method, pattern: pattern.replace(/\/$/, '') }))
  })
  const swept = [...API_ROUTES, ...SWEPT_ELSEWHERE]

  it('finds the route files', () => {
    expect(routes.length).toBeGreaterThan(50)
    expect(routes).toContainEqual({ method: 'POST', pattern: '/api/admin/members/[id]/revoke' })
  })

  it.each(routes.map((r) => [r.method, r.pattern] as const))('sweeps %s %s', (method, pattern) => {
    expect(swept.some((s) => s.method === method && covers(pattern, s.path))).toBe(true)
  })

  const frontend = path.join(ROOT, 'src/app/(frontend)/[lang]')
  const pages = filesNamed(frontend, 'page.tsx')
    .map((file) => '/' + path.relative(frontend, path.dirname(file)).split(path.sep).join('/'))
    .map((p) => (p === '/' ? '/' : p.replace(/\/$/, '')))
    // The catch-all for unknown addresses: every broken path the sweep sends lands there.
    .filter((p) => !p.includes('[...'))
  const sweptPages = [...PUBLIC_PAGES, ...MEMBER_PAGES, ...ADMIN_PAGES, ...ID_PAGES, ...CMS_PAGES]

  it.each(pages)('sweeps the page %s', (page) => {
    expect(sweptPages.some((s) => covers(page, s) || (page === '/' && s === '/'))).toBe(true)
  })
})
