/**
 * A complete, valid registration form and a JSON POST, free of Payload and
 * Vitest imports so that the integration tests, the e2e tests against a
 * running build and the load benchmark can all share them.
 */

/** A valid registration form whose e-mail and EHRMS code carry `id` (unique columns). */
export function registrationForm(id: string, extra: Record<string, unknown> = {}) {
  return {
    name: 'Sunita Maurya',
    email: `sunita-${id}@example.org`,
    ehrms: `EH${id}`.slice(0, 30),
    gender: 'Female',
    block: 'Sarojini Nagar',
    joiningDate: '2021-02-15',
    dob: '1994-07-21',
    phone: '9876543210',
    district: 'Lucknow',
    ayushman: 'AAM Sarojini Nagar',
    password: 'Member-pass-2026',
    confirmPassword: 'Member-pass-2026',
    privacy: true,
    ...extra,
  }
}

/** POST a JSON body to a running app (`base` is its origin), with a bearer token or extra headers. */
export function postJson(
  base: string,
  path: string,
  body: unknown,
  { token, headers = {} }: { token?: string; headers?: Record<string, string> } = {},
) {
  const h: Record<string, string> = { 'content-type': 'application/json', ...headers }
  if (token) h.authorization = `Bearer ${token}`
  return fetch(`${base}${path}`, { method: 'POST', headers: h, body: JSON.stringify(body) })
}
