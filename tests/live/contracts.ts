import { ACCOUNT_RESPONSES } from '../../src/features/accounts/rules/account'
import { CONTACT_MESSAGES } from '../../src/features/contact/rules/contact-messages'
import { UPLOAD_FOLDERS } from '../../src/platform/uploads/file-types'
import { PAIR_DELAYS } from '../../src/features/accounts/operations/throttle'
import { DEMO_MEMBER_EMAIL } from '../../src/runtime/seed/members'
import { fetchLoginWithCode } from '../support/admin-code'
import { registrationForm } from '../support/member-form'
import { expectStatus, type SiteClient } from './client'
import { client, type MixContext } from './mix'
import { Message } from '../../src/platform/i18n/messages'

/**
 * The specification's error contracts, asked of the app after the mix: each a clear 4xx with
 * the spec's message. Returns one line per contract: what was asked, what came back, and whether it held.
 */
export type Verdict = { contract: string; ok: boolean; got: string }

async function answer(res: Response) {
  const text = await res.text()
  return { status: res.status, text, message: (JSON.parse(text || '{}') as { message?: string; errors?: { message?: string }[] }).message }
}

async function check(contract: string, res: Promise<Response>, status: number, said?: string | RegExp | Message): Promise<Verdict> {
  const got = await answer(await res)
  const message = said instanceof Message ? said.en : said
  const messageOk = message === undefined || (typeof message === 'string' ? got.message === message : message.test(got.text))
  return { contract, ok: got.status === status && messageOk, got: `${got.status} ${got.text.slice(0, 160)}` }
}

async function newMember(c: SiteClient, id: string) {
  const form = registrationForm(id)
  await expectStatus(await c.post('/api/auth/register', form), 201, 'register')
  const { token } = (await (await c.post('/api/auth/login', { email: form.email, password: form.password })).json()) as { token: string }
  return { form, token }
}

export async function errorContracts(ctx: MixContext, run: string): Promise<Verdict[]> {
  const c = client(ctx)
  const verdicts: Verdict[] = []
  const invalid = ACCOUNT_RESPONSES.invalidLogin
  verdicts.push(
    await check(
      'wrong password → 401',
      c.post('/api/auth/login', { email: DEMO_MEMBER_EMAIL, password: 'Not-the-password-1' }),
      401,
      invalid,
    ),
  )
  verdicts.push(
    await check(
      'unknown e-mail → 401',
      c.post('/api/auth/login', { email: `nobody-${run}@example.org`, password: 'Not-the-password-1' }),
      401,
      invalid,
    ),
  )

  const { form, token } = await newMember(client(ctx), `${run}c1`)
  verdicts.push(
    await check(
      'duplicate registration → 409',
      c.post('/api/auth/register', { ...form, ehrms: `${form.ehrms}X` }),
      409,
      ACCOUNT_RESPONSES.emailTaken,
    ),
  )
  verdicts.push(
    await check(
      'contact form without an e-mail → 400',
      c.post('/api/common/contact-us', { name: 'Ramesh Kumar', message: 'When is the meeting?' }),
      400,
      CONTACT_MESSAGES.emailRequired,
    ),
  )
  verdicts.push(
    await check(
      'grievance without a subject → 400',
      c.post('/api/common/grievance', { subject: '', description: 'No honorarium.' }, { token }),
      400,
      /Subject is required/,
    ),
  )

  const admin = await fetchLoginWithCode(`${ctx.base}/api/auth/login`, ctx.office, { 'x-forwarded-for': c.address })
  const adminToken = ((await (await expectStatus(admin, 200, 'admin login')).json()) as { token: string }).token
  const upload = new FormData()
  upload.set('folder', 'news-photos')
  upload.set('file', new Blob(['not an image'], { type: 'image/png' }), 'photo.png')
  verdicts.push(
    await check(
      'upload of a text file as a photo → 415',
      c.request('POST', '/api/admin/upload', { body: upload, token: adminToken }),
      415,
      UPLOAD_FOLDERS['news-photos'].wrongType.en,
    ),
  )

  // An erased member can never sign in again: the same 401 as a wrong password.
  const erased = await newMember(client(ctx), `${run}e1`)
  const filed = (await (
    await expectStatus(await c.post('/api/my-data/requests', { kind: 'erasure' }, { token: erased.token }), 201, 'erasure request')
  ).json()) as { id: number }
  await expectStatus(
    await c.post(
      `/api/admin/data-requests/${filed.id}/decision`,
      { decision: 'approve', note: 'Erased on request.' },
      { token: adminToken },
    ),
    200,
    'erasure approved',
  )
  verdicts.push(
    await check(
      "erased member's sign-in → 401",
      c.post('/api/auth/login', { email: erased.form.email, password: erased.form.password }),
      401,
      invalid,
    ),
  )

  verdicts.push(await slowdown(ctx, '/api/auth/login', `${run}s1`))
  verdicts.push(await slowdown(ctx, '/cms-api/users/login', `${run}s2`))
  return verdicts
}

/** Repeated wrong passwords for one e-mail from one address: 401 for the free tries, then 429. */
async function slowdown(ctx: MixContext, path: string, id: string): Promise<Verdict> {
  const { form } = await newMember(client(ctx), id)
  const c = client(ctx)
  const statuses: number[] = []
  for (let i = 0; i <= PAIR_DELAYS.free; i++) statuses.push((await c.post(path, { email: form.email, password: `Wrong-pass-${i}` })).status)
  const expected = [...Array(PAIR_DELAYS.free).fill(401), 429]
  return {
    contract: `${PAIR_DELAYS.free + 1} wrong passwords on ${path} → ${PAIR_DELAYS.free}×401 then 429`,
    ok: statuses.join() === expected.join(),
    got: statuses.join(' '),
  }
}
