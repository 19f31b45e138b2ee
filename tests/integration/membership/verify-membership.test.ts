import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { membershipYear } from '../../../src/features/membership/rules/membership'
import { formatMembershipId } from '../../../src/features/payments/rules/payments'
import { verifyToken, verifyTokenMatches } from '../../../src/features/membership/rules/verify-token'
import { verificationOf } from '../../../src/features/membership/operations/verify'
import { call, registerMember } from '../../support/auth'
import { testPayload } from '../../support/payload'

/**
 * /verify/{membershipId}: ids are sequential, so the id alone tells
 * only whether a membership is valid; the name and district need the token the
 * certificate's QR code carries. And GET /api/membership/verify-link, which signs
 * that link for the member's own certificate.
 */
type Handler = (r: Request) => Promise<Response>
type Page = (props: { params: Promise<{ membershipId: string }>; searchParams: Promise<{ t?: string | string[] }> }) => Promise<unknown>
let payload: Payload
let register: Handler, link: Handler, VerifyPage: Page

const SECRET = 'integration-test-secret-0123456789' // tests/support/integration-env.ts
const year = membershipYear()
const NAME = 'Kavita Shukla'
const DISTRICT = 'Bahraich'

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST: register } = await import('../../../src/app/api/auth/register/route'))
  ;({ GET: link } = await import('../../../src/app/api/membership/verify-link/route'))
  ;({ default: VerifyPage } = (await import('../../../src/app/(frontend)/[lang]/verify/[membershipId]/page')) as unknown as {
    default: Page
  })
})

afterEach(() => vi.restoreAllMocks())

// Far up the sequence, so the ids credited by other tests in this database never meet these.
let next = 900_000 + Math.floor(Math.random() * 50_000)
async function member(membership: Record<string, unknown> = {}) {
  const { token, user } = await registerMember(payload, register, { name: NAME, district: DISTRICT })
  const membershipId = formatMembershipId(String(membership.membershipYear ?? year), next++)
  await payload.create({
    collection: 'memberships',
    data: {
      user: user.id,
      membershipYear: year,
      status: 'paid',
      amount: 10000,
      startDate: `${year}-01-01T00:00:00.000Z`,
      endDate: `${year}-12-31T18:29:59.999Z`,
      membershipId,
      ...membership,
    },
    overrideAccess: true,
  })
  return { token, user, membershipId }
}

/** The page as the server renders it, in HTML; null when it answers 404 (notFound()). */
async function pageHtml(membershipId: string, t?: string | string[]): Promise<string | null> {
  try {
    const element = await VerifyPage({
      params: Promise.resolve({ membershipId }),
      searchParams: Promise.resolve(t === undefined ? {} : { t }),
    })
    return renderToStaticMarkup(element as Parameters<typeof renderToStaticMarkup>[0])
  } catch (err) {
    if ((err as { digest?: string }).digest?.startsWith('NEXT_HTTP_ERROR_FALLBACK;404')) return null
    throw err
  }
}

describe('what /verify/{id} shows', () => {
  it('with the certificate token: the verdict, the name and the district', async () => {
    const { membershipId } = await member()
    const shown = await verificationOf(membershipId, verifyToken(SECRET, membershipId))
    expect(shown).toEqual({
      membershipId,
      membershipYear: year,
      status: 'paid',
      verdict: 'valid',
      holder: { name: NAME, district: DISTRICT },
    })
    const html = await pageHtml(membershipId, verifyToken(SECRET, membershipId))
    expect(html).toContain('Valid membership')
    expect(html).toContain(NAME)
    expect(html).toContain(DISTRICT)
    expect(html).not.toContain('only when the QR code')
  })

  it('without a token, or with a wrong, truncated or other id’s token: the verdict alone, never the name or district', async () => {
    const { membershipId } = await member()
    const other = await member()
    const right = verifyToken(SECRET, membershipId)
    for (const t of [
      undefined,
      '',
      right.slice(0, 21),
      right.slice(0, 12),
      verifyToken(SECRET, other.membershipId),
      verifyToken('another-secret-0123456789', membershipId),
      `${right}x`,
      [right, right],
    ]) {
      const label = JSON.stringify(t)
      const shown = await verificationOf(membershipId, t)
      expect(shown, label).toEqual({ membershipId, membershipYear: year, status: 'paid', verdict: 'valid', holder: null })
      const html = await pageHtml(membershipId, t)
      expect(html, label).toContain('Valid membership')
      expect(html, label).toContain(membershipId)
      expect(html, label).not.toContain(NAME)
      expect(html, label).not.toContain(DISTRICT)
      expect(html, label).toContain('The holder&#x27;s name is shown only when the QR code on the certificate is scanned.')
    }
  })

  it('does not even read the member without a valid token', async () => {
    const { membershipId } = await member()
    const find = vi.spyOn(payload, 'find')
    await verificationOf(membershipId, undefined)
    expect(find).toHaveBeenCalledTimes(1)
    const [args] = find.mock.calls[0] as [{ depth?: number; select?: Record<string, unknown>; populate?: unknown }]
    expect(args.depth).toBe(0)
    expect(args.select).not.toHaveProperty('user')
    expect(args.populate).toBeUndefined()
  })

  it('reads revoked for a revoked membership and not valid for an unpaid or past one, with or without the token', async () => {
    const revoked = await member({ status: 'revoked', revokedAt: new Date().toISOString(), revokedReason: 'Duplicate registration' })
    const pending = await member({ status: 'pending' })
    const past = await member({ membershipYear: String(Number(year) - 1), startDate: null, endDate: null })
    expect(await verificationOf(revoked.membershipId, undefined)).toMatchObject({ verdict: 'revoked', status: 'revoked', holder: null })
    expect(await verificationOf(revoked.membershipId, verifyToken(SECRET, revoked.membershipId))).toMatchObject({
      verdict: 'revoked',
      holder: { name: NAME },
    })
    expect(await verificationOf(pending.membershipId, undefined)).toMatchObject({ verdict: 'not-valid', status: 'pending', holder: null })
    expect(await verificationOf(past.membershipId, undefined)).toMatchObject({ verdict: 'not-valid', status: 'paid', holder: null })
    expect(await pageHtml(revoked.membershipId)).toContain('This membership has been revoked')
    expect(await pageHtml(pending.membershipId)).toContain('Not valid now')
  })

  it('is a 404 for an unknown id, and for a malformed one without a query', async () => {
    expect(await verificationOf(formatMembershipId('1999', 999_999), undefined)).toBeNull()
    expect(await pageHtml(formatMembershipId('1999', 999_999))).toBeNull()
    const find = vi.spyOn(payload, 'find')
    for (const bad of [
      '%ZZ',
      '%00',
      '\u0000',
      'UPCHO-2026-00000\u0000',
      `UPCHO-${year}-000001'--`,
      'UPCHO-2026-1',
      'x'.repeat(10_000),
      '',
      '..',
    ]) {
      expect(await verificationOf(bad, undefined), JSON.stringify(bad)).toBeNull()
      expect(await pageHtml(bad), JSON.stringify(bad)).toBeNull()
    }
    expect(find).not.toHaveBeenCalled()
  })
})

describe('GET /api/membership/verify-link', () => {
  const getLink = (token?: string) => call(link, '/api/membership/verify-link', { method: 'GET', token })

  it("answers the member's certificate link, carrying the token of its id", async () => {
    const { token, membershipId } = await member()
    const res = await getLink(token)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const { verifyUrl } = (await res.json()) as { verifyUrl: string }
    const url = new URL(verifyUrl)
    expect(`${url.origin}${url.pathname}`).toBe(`http://localhost:3999/verify/${membershipId}`)
    expect(verifyTokenMatches(SECRET, membershipId, url.searchParams.get('t'))).toBe(true)
    expect((await verificationOf(membershipId, url.searchParams.get('t')))?.holder).toEqual({ name: NAME, district: DISTRICT })
  })

  it('answers null without a paid membership this year', async () => {
    const unpaid = await registerMember(payload, register)
    expect(await (await getLink(unpaid.token)).json()).toEqual({ verifyUrl: null })
    const pending = await member({ status: 'pending' })
    expect(await (await getLink(pending.token)).json()).toEqual({ verifyUrl: null })
  })

  it('is 401 without a session', async () => {
    expect((await getLink()).status).toBe(401)
  })
})
