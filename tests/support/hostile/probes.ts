import { createHmac } from 'node:crypto'

import {
  BAD_IDS,
  BAD_QUERIES,
  bodiesFor,
  FEW_BODIES,
  FIELD_VALUES,
  hostileFiles,
  multipartCases,
  OVERSIZED,
  SHAPELESS_BODIES,
  WRONG_TYPES,
  type BodyCase,
} from './inputs'
import {
  ABSENT_ID,
  ADMIN_PAGES,
  API_ROUTES,
  BAD_LIST_PARAMS,
  badWheres,
  CMS_COLLECTIONS,
  CMS_GLOBALS,
  CMS_PAGES,
  ID_PAGES,
  MEMBER_PAGES,
  PUBLIC_PAGES,
  REGISTER_QUERIES,
} from './routes'
import type { Identity, Probe } from './send'

/**
 * The route tables crossed with the input tables: every probe the
 * malformed-input test sends, grouped by area. The caller who reaches a
 * route's body gets every input; the others get a few (they are turned away first).
 */

const IDENTITIES: Identity[] = ['anonymous', 'member', 'admin']
const withBody = (group: string, method: string, path: string, as: Identity, c: BodyCase): Probe => ({
  group,
  method,
  path,
  as,
  body: c.body,
  headers: c.headers,
  chunked: c.chunked,
})
const others = (as: Identity) => IDENTITIES.filter((i) => i !== as)

/** The spec's /api: bad ids, bad query strings, every body generator on every field. */
export function apiProbes(): Probe[] {
  const out: Probe[] = []
  for (const r of API_ROUTES) {
    const group = `api ${r.method} ${r.path}`
    const at = (id: string) => r.path.replace('{id}', id)
    if (r.path.includes('{id}')) {
      for (const id of BAD_IDS)
        for (const as of IDENTITIES)
          out.push(
            withBody(group, r.method, at(id), as, { label: 'empty object', body: '{}', headers: { 'content-type': 'application/json' } }),
          )
    }
    if (r.fields) {
      for (const c of bodiesFor(r.fields)) out.push(withBody(group, r.method, at(ABSENT_ID), r.as, c))
      for (const as of others(r.as)) for (const c of FEW_BODIES) out.push(withBody(group, r.method, at(ABSENT_ID), as, c))
    } else {
      // Reads may name a real row; a DELETE only one that does not exist, so the seeded site stays whole.
      const id = r.method === 'GET' ? '1' : ABSENT_ID
      for (const q of BAD_QUERIES) out.push({ group, method: r.method, path: at(id) + q, as: r.as })
      for (const as of others(r.as)) out.push({ group, method: r.method, path: at(id) + BAD_QUERIES[0], as })
      // A body where none is expected, and a method the route does not have.
      out.push(withBody(group, r.method, at(id), r.as, SHAPELESS_BODIES[1]))
      out.push(withBody(group, 'PATCH', at(ABSENT_ID), r.as, SHAPELESS_BODIES[4]))
    }
  }
  for (const path of ['/api/admin/members', '/api/admin/members/export'])
    for (const q of REGISTER_QUERIES) out.push({ group: `api GET ${path}`, method: 'GET', path: path + q, as: 'admin' })
  // Logout ends the session it is given: only anonymous callers here, so the test's own tokens live on.
  for (const c of [...SHAPELESS_BODIES, ...WRONG_TYPES])
    out.push(withBody('api POST /api/auth/logout', 'POST', '/api/auth/logout', 'anonymous', c))
  for (const t of [
    'Bearer %00',
    'Bearer ' + 'x'.repeat(5000),
    'Bearer a.b.c',
    'JWT eyJhbGciOiJub25lIn0.e30.',
    'Basic %ZZ',
    'Bearer \u00e9',
  ]) {
    out.push({ group: 'api bad tokens', method: 'GET', path: '/api/auth/profile', headers: { authorization: t } })
    out.push({ group: 'api bad tokens', method: 'GET', path: '/cms-api/users/me', headers: { authorization: t } })
  }
  return out
}

/** The Razorpay webhook: unsigned, wrongly signed, and signed bodies that are hostile inside. */
export function webhookProbes(secret: string): Probe[] {
  const path = '/api/payments/razorpay-webhook'
  const group = 'api POST webhook'
  const signed = (body: string | Buffer, extra: Record<string, string> = {}): Probe => ({
    group,
    method: 'POST',
    path,
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
      ...extra,
    },
  })
  const entity = (value: unknown) =>
    JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: value, order_id: value, amount: value, status: value } } },
    })
  const out: Probe[] = []
  for (const c of [...SHAPELESS_BODIES, ...WRONG_TYPES]) {
    out.push(withBody(group, 'POST', path, 'anonymous', c))
    out.push({ ...withBody(group, 'POST', path, 'anonymous', c), headers: { ...c.headers, 'x-razorpay-signature': 'bad' } })
    if (c.body !== undefined) out.push(signed(c.body, c.headers))
  }
  for (const [, value] of FIELD_VALUES) out.push(signed(entity(value)))
  for (const id of ['a\u00ffb', 'x'.repeat(10_000), '%ZZ']) out.push(signed(entity('order_x'), { 'x-razorpay-event-id': id }))
  for (const c of OVERSIZED)
    out.push({ ...withBody(group, 'POST', path, 'anonymous', c), headers: { ...c.headers, 'x-razorpay-signature': 'x' } })
  return out
}

/** Every page, with bad query strings, bad ids, broken paths and hostile Next.js headers. */
export function pageProbes(): Probe[] {
  const out: Probe[] = []
  const pages = [...PUBLIC_PAGES, ...MEMBER_PAGES, ...ADMIN_PAGES, ...CMS_PAGES]
  for (const p of pages) {
    const group = `page ${p}`
    for (const q of BAD_QUERIES) out.push({ group, method: 'GET', path: p + q })
    for (const tail of ['/%ZZ', '%00', '/..%2F..%2Fetc%2Fpasswd', '/%C0%AF'])
      out.push({ group, method: 'GET', path: p.replace(/\/$/, '') + tail })
    out.push({ group, method: 'GET', path: p, headers: { rsc: '1', 'next-router-state-tree': '%ZZ{not json' } })
    out.push({ group, method: 'POST', path: p, headers: { 'next-action': 'x'.repeat(42), 'content-type': 'text/plain' }, body: '["a"' })
    out.push({ group, method: 'GET', path: p, headers: { 'x-middleware-subrequest': 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy' } })
  }
  for (const p of ID_PAGES) for (const id of BAD_IDS) out.push({ group: `page ${p}`, method: 'GET', path: p.replace('{id}', id) })
  for (const id of BAD_IDS) out.push({ group: 'page /verify/{id}?t=', method: 'GET', path: `/verify/UPCHO-2026-000001?t=${id}` })
  for (const p of [
    '/%ZZ',
    '/%00',
    '/a%00b',
    '/_next/%ZZ',
    '/_next/static/%ZZ',
    '/_next/image?url=%ZZ&w=1&q=1',
    '/_next/image?url=/%00&w=64&q=75',
    '/cms-api/%ZZ',
    '/api/%ZZ',
  ]) {
    out.push({ group: 'page broken paths', method: 'GET', path: p })
  }
  return out
}

/** Payload's REST API on every collection and global: list, read, create, update, delete, with bad params, ids and bodies. */
export function cmsProbes(memberId: string): Probe[] {
  const out: Probe[] = []
  for (const c of CMS_COLLECTIONS) {
    const group = `cms-api ${c.slug}`
    const base = `/cms-api/${c.slug}`
    for (const q of [...BAD_LIST_PARAMS, ...badWheres(c)]) out.push({ group, method: 'GET', path: `${base}?${q}`, as: 'admin' })
    for (const q of BAD_LIST_PARAMS.slice(0, 8))
      for (const as of ['anonymous', 'member'] as const) out.push({ group, method: 'GET', path: `${base}?${q}`, as })
    for (const id of BAD_IDS) {
      out.push({ group, method: 'GET', path: `${base}/${id}`, as: 'admin' })
      out.push({ group, method: 'GET', path: `${base}/${id}`, as: 'anonymous' })
      out.push({ group, method: 'DELETE', path: `${base}/${id}`, as: 'admin' })
      out.push(
        withBody(group, 'PATCH', `${base}/${id}`, 'admin', { label: '{}', body: '{}', headers: { 'content-type': 'application/json' } }),
      )
    }
    const fields = [c.text, c.number, c.relation, c.date].filter((f): f is string => Boolean(f) && f !== 'id')
    for (const b of bodiesFor(fields, { fieldValues: FIELD_VALUES.slice(0, 10) })) out.push(withBody(group, 'POST', base, 'admin', b))
    for (const b of FEW_BODIES) out.push(withBody(group, 'PATCH', `${base}/${ABSENT_ID}`, 'admin', b))
    for (const as of ['anonymous', 'member'] as const) for (const b of FEW_BODIES) out.push(withBody(group, 'POST', base, as, b))
    // Bulk writes only as callers who may not write: a constraint Payload ignored would otherwise match every row.
    for (const q of ['where[id][equals]=99999999999999999999', 'where[id][equals]=a%00b', 'where=not-json']) {
      out.push(
        withBody(group, 'PATCH', `${base}?${q}`, 'anonymous', { label: '{}', body: '{}', headers: { 'content-type': 'application/json' } }),
      )
      out.push({ group, method: 'DELETE', path: `${base}?${q}`, as: 'anonymous' })
    }
    // Versions: staff only where there are any, no route where there are none (they were a 500).
    for (const as of IDENTITIES) {
      out.push({ group, method: 'GET', path: `${base}/versions?depth=0`, as }, { group, method: 'GET', path: `${base}/versions/1`, as })
    }
    // A restore only as a member (refused): an admin's would restore a real version of the seeded site.
    out.push({ group, method: 'POST', path: `${base}/versions/1`, as: 'member' })
    // Payload's "POST as GET" for long queries, with broken bodies.
    for (const b of [SHAPELESS_BODIES[1], SHAPELESS_BODIES[4], WRONG_TYPES[2]]) {
      out.push({ ...withBody(group, 'POST', base, 'admin', b), headers: { ...b.headers, 'x-http-method-override': 'GET' } })
    }
  }
  // The member's own account: the fields a member might try to set through Payload.
  for (const [label, value] of FIELD_VALUES.slice(0, 12)) {
    for (const f of ['name', 'phone', 'dob', 'email', 'password', 'role']) {
      out.push(
        withBody('cms-api users (own account)', 'PATCH', `/cms-api/users/${memberId}`, 'member', {
          label: `${f}: ${label}`,
          body: JSON.stringify({ [f]: value }),
          headers: { 'content-type': 'application/json' },
        }),
      )
    }
  }
  const auth = [
    'login',
    'forgot-password',
    'reset-password',
    'unlock',
    'first-register',
    'refresh-token',
    'verify/%ZZ',
    'verify/a%00b',
    'init',
    'me',
    'access',
  ]
  for (const a of auth)
    for (const b of [...SHAPELESS_BODIES, ...WRONG_TYPES.slice(0, 3), ...bodiesFor(['email', 'password']).slice(-16)]) {
      out.push(
        withBody(
          `cms-api users/${a}`,
          a === 'me' || a === 'init' || a === 'access' ? 'GET' : 'POST',
          `/cms-api/users/${a}`,
          'anonymous',
          b,
        ),
      )
    }
  for (const g of CMS_GLOBALS) {
    const group = `cms-api globals/${g}`
    const base = `/cms-api/globals/${g}`
    for (const q of BAD_LIST_PARAMS.filter((p) => /^(depth|select|populate|locale|draft|fallback|%|a=|data)/.test(p)))
      out.push({ group, method: 'GET', path: `${base}?${q}`, as: 'admin' })
    // Bodies that can never be a valid change: nothing here may rewrite the seeded texts.
    for (const b of [
      ...SHAPELESS_BODIES,
      ...WRONG_TYPES,
      ...OVERSIZED,
      ...bodiesFor(['zzUnknown']).filter((x) => /NUL|control|100,000/.test(x.label)),
    ]) {
      out.push(withBody(group, 'POST', base, 'admin', b))
    }
    for (const as of ['anonymous', 'member'] as const) for (const b of FEW_BODIES) out.push(withBody(group, 'POST', base, as, b))
    for (const as of IDENTITIES)
      out.push({ group, method: 'GET', path: `${base}/versions?depth=0`, as }, { group, method: 'GET', path: `${base}/versions/1`, as })
    out.push({ group, method: 'POST', path: `${base}/versions/1`, as: 'member' })
  }
  for (const p of [
    '/cms-api/%ZZ',
    '/cms-api/globals/%ZZ',
    '/cms-api/news/file/%ZZ',
    '/cms-api/images/file/%00',
    '/cms-api/images/file/..%2F..%2Fpackage.json',
    '/cms-api/access',
    '/cms-api/payload-preferences/%ZZ',
    '/cms-api/payload-locked-documents?where[id][equals]=99999999999999999999',
    '/cms-api/og?title=%00',
    '/cms-api/payload-jobs',
  ]) {
    for (const as of IDENTITIES) out.push({ group: 'cms-api other paths', method: 'GET', path: p, as })
  }
  return out
}

/** GraphQL: broken JSON, huge bodies, deep queries, wrong variables. */
export function graphqlProbes(): Probe[] {
  const path = '/cms-api/graphql'
  const gql = (query: string, variables?: unknown) => ({
    label: 'query',
    body: JSON.stringify({ query, variables }),
    headers: { 'content-type': 'application/json' },
  })
  const deep = 'query ' + '{ a '.repeat(500) + '}'.repeat(500)
  const cases: BodyCase[] = [
    ...SHAPELESS_BODIES,
    ...WRONG_TYPES,
    ...OVERSIZED,
    {
      label: '5 MB query',
      body: JSON.stringify({ query: `{ ${'a'.repeat(5 * 1024 * 1024)} }` }),
      headers: { 'content-type': 'application/json' },
    },
    gql('{'),
    gql('query { __schema { types { name } } }'),
    gql(deep),
    gql('query { ' + 'a: __typename '.repeat(5000) + '}'),
    gql('query ($id: Int!) { News(id: $id) { title } }', { id: '99999999999999999999' }),
    gql('query ($id: Int!) { News(id: $id) { title } }', { id: 1e99 }),
    gql('query { allNews(where: { title: { equals: "a\\u0000b" } }) { docs { id } } }'),
    gql('query { allNews(where: { id: { equals: 99999999999 } }) { docs { id } } }'),
    gql('query { allNews(page: -5, limit: -1) { docs { id } } }'),
    gql('mutation { loginUser(email: "a\\u0000b@x.org", password: "x") { token } }'),
    gql('mutation { createNews(data: { title: "a\\u0000b", date: "x" }) { id } }'),
    {
      label: 'batch of 1000',
      body: JSON.stringify(Array.from({ length: 1000 }, () => ({ query: '{ __typename }' }))),
      headers: { 'content-type': 'application/json' },
    },
  ]
  const out: Probe[] = []
  for (const c of cases) for (const as of ['anonymous', 'admin'] as const) out.push(withBody('graphql', 'POST', path, as, c))
  for (const q of ['?query=%ZZ', '?query={__typename}', '?query=%00']) out.push({ group: 'graphql', method: 'GET', path: path + q })
  return out
}

/** Uploads through /api/admin/upload and Payload's upload collections: forged, broken and oversized forms. */
export function uploadProbes(): Probe[] {
  const out: Probe[] = []
  for (const folder of ['news-pdfs', 'news-photos', 'gallery-photos', 'gallery-photos/thumbnails', '../x', '%00']) {
    for (const c of multipartCases('file', { folder }))
      out.push(withBody('upload /api/admin/upload', 'POST', '/api/admin/upload', 'admin', c))
  }
  for (const as of ['anonymous', 'member'] as const)
    for (const c of multipartCases('file').slice(0, 3)) out.push(withBody('upload /api/admin/upload', 'POST', '/api/admin/upload', as, c))
  // A PDF with JavaScript, and a PNG, as a news PDF.
  for (const c of hostileFiles('file', { folder: 'news-pdfs' }))
    out.push(withBody('upload /api/admin/upload', 'POST', '/api/admin/upload', 'admin', c))
  // The roll import (a CSV) and a grievance's attachments (a member's files) take multipart too.
  for (const c of [...multipartCases('file'), ...hostileFiles('file')])
    out.push(withBody('upload import dry-run', 'POST', '/api/admin/members/import/dry-run', 'admin', c))
  // A valid subject and description, so the files are what is judged; never a filing without a file (it would be filed).
  const filing = { subject: 'Sweep', description: 'Hostile attachment' }
  for (const c of [...multipartCases('attachments', filing).filter((x) => x.label !== 'no file'), ...hostileFiles('attachments', filing)]) {
    out.push(withBody('upload grievance attachments', 'POST', '/api/common/grievance', 'member', c))
  }
  for (const c of [...SHAPELESS_BODIES.slice(0, 4), ...WRONG_TYPES])
    out.push(withBody('upload /api/admin/upload', 'POST', '/api/admin/upload', 'admin', c))
  for (const slug of CMS_COLLECTIONS.filter((c) => c.upload).map((c) => c.slug)) {
    for (const c of multipartCases('file')) {
      out.push(withBody(`upload /cms-api/${slug}`, 'POST', `/cms-api/${slug}`, 'admin', c))
      out.push(withBody(`upload /cms-api/${slug}`, 'PATCH', `/cms-api/${slug}/${ABSENT_ID}`, 'admin', c))
    }
    for (const as of ['anonymous', 'member'] as const)
      for (const c of multipartCases('file').slice(0, 3)) out.push(withBody(`upload /cms-api/${slug}`, 'POST', `/cms-api/${slug}`, as, c))
  }
  // Over every cap: 21 MB, declared and chunked (Next cuts a body it buffers for the proxy at 10 MB).
  const big = multipartCases('file')[0]
  const huge = Buffer.concat([
    Buffer.from(big.body!).subarray(0, 200),
    Buffer.alloc(21 * 1024 * 1024, 0x41),
    Buffer.from('\r\n--hostileBoundary42--\r\n'),
  ])
  for (const chunked of [false, true]) {
    out.push({ group: 'upload 21 MB', method: 'POST', path: '/cms-api/documents', as: 'admin', headers: big.headers, body: huge, chunked })
    out.push({ group: 'upload 21 MB', method: 'POST', path: '/api/admin/upload', as: 'admin', headers: big.headers, body: huge, chunked })
  }
  return out
}
