import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { USERS_API_MESSAGES } from '../../../src/features/accounts/collections/users'
import { ACCOUNT_MESSAGES } from '../../../src/features/accounts/rules/account'
import { CONTROL_CHARS_MESSAGE } from '../../../src/platform/validation/messages'
import { cmsApi, errorOf, PASSWORD, userWithToken } from '../../support/cms-api'
import { createUser, testPayload } from '../../support/payload'

/**
 * Accounts change through the site's own endpoints, never
 * through Payload's REST API at /cms-api, except by an admin, and even an admin
 * stores only what the site's forms accept.
 */
let payload: Payload
let member: Awaited<ReturnType<typeof userWithToken>>
let editor: Awaited<ReturnType<typeof userWithToken>>
let admin: Awaited<ReturnType<typeof userWithToken>>

beforeAll(async () => {
  payload = await testPayload()
  ;[member, editor, admin] = await Promise.all([
    userWithToken(payload, 'member'),
    userWithToken(payload, 'editor'),
    userWithToken(payload, 'admin'),
  ])
})

const stored = (id: number) => payload.findByID({ collection: 'users', id, depth: 0, showHiddenFields: true })
const canLogIn = (email: string, password: string) =>
  payload.login({ collection: 'users', data: { email, password } }).then(
    () => true,
    () => false,
  )

describe('a member on /cms-api/users', () => {
  it.each([
    ['a new e-mail without the password', { email: 'new@x.org' }],
    ['a 3-character password without the current one', { password: 'abc' }],
    ['a phone that is not ten digits', { phone: 'abcdefghij' }],
    ['a date of birth in the future', { dob: '2999-01-01' }],
    ['a name with a NUL character (was a 500)', { name: 'a\u0000b' }],
    ['their own name, validly', { name: 'A valid new name' }],
  ])('cannot change their own account: %s → 403', async (_what, body) => {
    const before = await stored(member.user.id)
    const res = await cmsApi('PATCH', `users/${member.user.id}`, { token: member.token, body })
    expect(res.status).toBe(403)
    expect(await errorOf(res)).toBe(USERS_API_MESSAGES.adminsOnly.en)
    expect(await stored(member.user.id)).toEqual(before)
    expect(await canLogIn(member.user.email, PASSWORD)).toBe(true)
  })

  it("answers another member's e-mail exactly like a free one: nothing tells which e-mails are registered", async () => {
    const other = await createUser(payload)
    const taken = await cmsApi('PATCH', `users/${member.user.id}`, { token: member.token, body: { email: other.email } })
    const free = await cmsApi('PATCH', `users/${member.user.id}`, { token: member.token, body: { email: 'nobody-has-this@example.org' } })
    expect([taken.status, await errorOf(taken)]).toEqual([free.status, await errorOf(free)])
    expect(taken.status).toBe(403)
  })

  it('cannot delete their account, create one, or change users in bulk', async () => {
    const del = await cmsApi('DELETE', `users/${member.user.id}`, { token: member.token })
    expect([del.status, await errorOf(del)]).toEqual([403, USERS_API_MESSAGES.adminsOnly.en])
    const create = await cmsApi('POST', 'users', {
      token: member.token,
      body: { email: 'made@example.org', password: 'Long-enough-1', name: 'Made', role: 'member' },
    })
    expect([create.status, await errorOf(create)]).toEqual([403, USERS_API_MESSAGES.adminsOnly.en])
    const bulk = await cmsApi('PATCH', `users?where[id][equals]=${member.user.id}`, { token: member.token, body: { name: 'Bulk' } })
    expect(bulk.status).toBe(403)
    expect((await stored(member.user.id)).name).toBe(member.user.name)
  })

  it('still reads their own account there', async () => {
    const res = await cmsApi('GET', `users/${member.user.id}`, { token: member.token })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { email: string }).email).toBe(member.user.email)
  })

  it("keeps Payload's own password reset refused", async () => {
    const res = await cmsApi('POST', 'users/forgot-password', { body: { email: member.user.email } })
    expect([res.status, await errorOf(res)]).toEqual([403, USERS_API_MESSAGES.resetOnSite.en])
  })
})

describe('an editor and anonymous visitors on /cms-api/users', () => {
  it('an editor cannot change their own account or create one', async () => {
    const res = await cmsApi('PATCH', `users/${editor.user.id}`, { token: editor.token, body: { name: 'Renamed editor' } })
    expect([res.status, await errorOf(res)]).toEqual([403, USERS_API_MESSAGES.adminsOnly.en])
    const create = await cmsApi('POST', 'users', {
      token: editor.token,
      body: { email: 'staff@example.org', password: 'Long-enough-1', name: 'Staff', role: 'editor' },
    })
    expect(create.status).toBe(403)
    expect((await stored(editor.user.id)).name).toBe(editor.user.name)
  })

  it('an anonymous visitor cannot register through Payload', async () => {
    const res = await cmsApi('POST', 'users', { body: { email: 'anon@example.org', password: 'Long-enough-1', name: 'Anon' } })
    expect([res.status, await errorOf(res)]).toEqual([403, USERS_API_MESSAGES.adminsOnly.en])
  })
})

describe('an admin on /cms-api/users (as in /cms)', () => {
  it('changes an account', async () => {
    const target = await createUser(payload)
    const res = await cmsApi('PATCH', `users/${target.id}`, {
      token: admin.token,
      body: { name: 'Changed by the office', phone: '9123456789', dob: '1990-05-06T06:30:00.000Z' },
    })
    expect(res.status).toBe(200)
    expect(await stored(target.id)).toMatchObject({ name: 'Changed by the office', phone: '9123456789' })
  })

  it.each([
    ['a phone that is not ten digits', { phone: 'abcdefghij' }, 'phone', ACCOUNT_MESSAGES.phoneInvalid.en],
    ['a date of birth in the future', { dob: '2999-01-01' }, 'dob', ACCOUNT_MESSAGES.date.en],
    ['a date of joining in the future', { joiningDate: '2999-01-01' }, 'joiningDate', ACCOUNT_MESSAGES.date.en],
    ['a name with a NUL character', { name: 'a\u0000b' }, 'name', CONTROL_CHARS_MESSAGE.en],
    ['a block with a control character', { block: 'x\u001by' }, 'block', CONTROL_CHARS_MESSAGE.en],
    ['a 3-character password', { password: 'abc' }, 'password', ACCOUNT_MESSAGES.resetMinLength.en],
    // Payload lower-cases an e-mail before validating it: these were 500s.
    ['an e-mail that is a number', { email: 12345 }, 'email', ACCOUNT_MESSAGES.emailInvalid.en],
    ['an e-mail that is a list', { email: ['a@x.org', 'b@x.org'] }, 'email', ACCOUNT_MESSAGES.emailInvalid.en],
    ['an e-mail that is an operator', { email: { $gt: '' } }, 'email', ACCOUNT_MESSAGES.emailInvalid.en],
    ['a password that is a number', { password: 12345678 }, 'password', 'Password must be text'],
  ])("cannot store %s: 400 with the form's message", async (_what, body, field, message) => {
    const target = await createUser(payload)
    const before = await stored(target.id)
    const res = await cmsApi('PATCH', `users/${target.id}`, { token: admin.token, body })
    expect(res.status).toBe(400)
    const { errors } = (await res.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] }
    expect(errors[0].data?.errors).toEqual([expect.objectContaining({ path: field, message })])
    expect(await stored(target.id)).toEqual(before)
    expect(await canLogIn(target.email, PASSWORD)).toBe(true)
  })
})

describe('the Local API (the site, the seed, scripts)', () => {
  it('applies the same field rules', async () => {
    const target = await createUser(payload)
    await expect(payload.update({ collection: 'users', id: target.id, data: { phone: '12345' } })).rejects.toThrow(/phone/i)
    await expect(payload.update({ collection: 'users', id: target.id, data: { dob: '2999-01-01T06:30:00.000Z' } })).rejects.toThrow(
      /dob|birth/i,
    )
    await expect(createUser(payload, 'member', { name: 'a\u0000b' })).rejects.toThrow(/name/i)
  })

  it('accepts what the forms accept: today, an empty optional date, no phone', async () => {
    const today = new Date().toISOString()
    const target = await createUser(payload, 'member', { joiningDate: today, dob: '1994-07-21T06:30:00.000Z' })
    const updated = await payload.update({
      collection: 'users',
      id: target.id,
      data: { joiningDate: null, phone: null, block: 'Line one\twith a tab' },
    })
    expect(updated).toMatchObject({ joiningDate: null, phone: null })
  })
})
