import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { setSessionEndedHandler } from '../../../src/features/accounts/ui/api'
import { readApi } from '../../../src/features/accounts/ui/useApi'
import { asList } from '../../../src/features/office/ui/read-body'
import { clearError, firstInvalid, firstProblemOnly } from '../../../src/platform/ui/forms/useForm'
import { ContactInput } from '../../../src/features/contact/rules/contact'
import { validateInput } from '../../../src/platform/validation/validation'

/** The plain parts of the client hooks: the form hook's error rules and the data hook's one GET with its error texts. */
describe('form hook rules', () => {
  it('clears only the edited field’s error, or every error for a form that asks for it', () => {
    const errors = { email: 'Email is required', password: 'Password is required' }
    expect(clearError(errors, 'email')).toEqual({ email: undefined, password: 'Password is required' })
    expect(clearError(errors, 'email', 'all')).toEqual({})
  })

  it('keeps the same object when nothing changes, so an edit without an error does not re-render for it', () => {
    const errors = { password: 'Password is required' }
    expect(clearError(errors, 'email')).toBe(errors)
    const none = {}
    expect(clearError(none, 'email', 'all')).toBe(none)
  })

  it('finds the first field in error in the order the page shows them', () => {
    const order = ['name', 'email', 'ehrms', 'phone'] as const
    expect(firstInvalid(order, { phone: 'x', email: 'y' })).toBe('email')
    expect(firstInvalid(order, { phone: undefined })).toBeUndefined()
  })

  it("keeps only the contact rules' first problem, as that field's error, with the same message", () => {
    expect(firstProblemOnly(validateInput(ContactInput, { name: 'Asha', email: 'asha.example.org', message: 'Hello' }))).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address' },
      message: 'Please enter a valid email address',
    })
    expect(firstProblemOnly(validateInput(ContactInput, { name: '', email: 'x', message: '' }))).toEqual({
      ok: false,
      errors: { name: 'Name is required' },
      message: 'Name is required',
    })
    expect(firstProblemOnly(validateInput(ContactInput, null))).toEqual({
      ok: false,
      errors: {},
      message: 'Please send your name, email and message.',
    })
    expect(firstProblemOnly(validateInput(ContactInput, { name: ' Asha ', email: 'asha@example.org', message: 'Hello' }))).toEqual({
      ok: true,
      value: { name: 'Asha', email: 'asha@example.org', message: 'Hello' },
    })
  })
})

describe('readApi', () => {
  const store = new Map<string, string>()
  const fetchMock = vi.fn<typeof fetch>()
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  const signIn = () => {
    store.set('token', 'tok-1')
    store.set('userData', JSON.stringify({ role: 'admin', name: 'Office', email: 'office@example.org' }))
  }
  const options = { read: asList<{ id: number }>, failed: 'Failed to fetch news items' }

  beforeEach(() => {
    store.clear()
    fetchMock.mockReset()
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    })
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    setSessionEndedHandler(null)
  })

  it('sends the bearer token, never takes the HTTP cache, and reads the body into the page’s shape', async () => {
    signIn()
    fetchMock.mockResolvedValue(json(200, [{ id: 1 }]))
    await expect(readApi('/api/admin/news', options)).resolves.toEqual({ ok: true, data: [{ id: 1 }] })
    const [path, init] = fetchMock.mock.calls[0]!
    expect(path).toBe('/api/admin/news')
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok-1')
    expect(init?.cache).toBe('no-store')
    // Spec §7: a list body that is not an array is an empty list.
    fetchMock.mockResolvedValue(json(200, { items: [] }))
    await expect(readApi('/api/admin/news', options)).resolves.toEqual({ ok: true, data: [] })
  })

  it("shows the server's message when it refuses, or the call's own text when asked to", async () => {
    signIn()
    fetchMock.mockResolvedValue(json(403, { message: 'Admins only.' }))
    await expect(readApi('/api/admin/contact-submissions', { ...options, failed: 'Failed to fetch contact submissions' })).resolves.toEqual(
      {
        ok: false,
        error: 'Admins only.',
      },
    )
    fetchMock.mockResolvedValue(json(500, { message: 'Internal error' }))
    await expect(readApi('/api/admin/news', { ...options, serverMessage: false })).resolves.toEqual({
      ok: false,
      error: 'Failed to fetch news items',
    })
    fetchMock.mockResolvedValue(new Response('', { status: 500 }))
    await expect(readApi('/api/admin/news', options)).resolves.toEqual({ ok: false, error: 'Failed to fetch news items' })
  })

  it('tells an unreachable server or an unreadable body apart from a body of the wrong shape when the call has two texts', async () => {
    signIn()
    const profile = {
      read: (b: unknown) => (typeof b === 'object' && b !== null ? b : null),
      failed: 'Failed to fetch profile data',
      unreachable: 'Failed to load profile',
    }
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(readApi('/api/auth/profile', profile)).resolves.toEqual({ ok: false, error: 'Failed to load profile' })
    fetchMock.mockResolvedValue(new Response('<html>', { status: 200 }))
    await expect(readApi('/api/auth/profile', profile)).resolves.toEqual({ ok: false, error: 'Failed to load profile' })
    fetchMock.mockResolvedValue(json(200, 'not an object'))
    await expect(readApi('/api/auth/profile', profile)).resolves.toEqual({ ok: false, error: 'Failed to fetch profile data' })
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(readApi('/api/admin/news', options)).resolves.toEqual({ ok: false, error: 'Failed to fetch news items' })
  })

  it("asks nothing without a stored token when the call says so ('No authentication token found')", async () => {
    await expect(readApi('/api/admin/dashboard', { ...options, noToken: 'No authentication token found' })).resolves.toEqual({
      ok: false,
      error: 'No authentication token found',
    })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('reports an ended session after a 401 on a signed-in call, with storage cleared and no error text', async () => {
    signIn()
    const ended = vi.fn()
    setSessionEndedHandler(ended)
    fetchMock.mockResolvedValue(json(401, { message: 'Unauthorized' }))
    await expect(readApi('/api/admin/news', options)).resolves.toEqual({ ok: false, ended: true })
    expect(ended).toHaveBeenCalledOnce()
    expect(store.has('token')).toBe(false)
  })
})
