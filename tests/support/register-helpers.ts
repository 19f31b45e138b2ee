import type { Browser, BrowserContext } from '@playwright/test'

import { base, freshMember, newContext as contextOf } from './account'
import { expect, type Session } from './browser-fixtures'
import { shotsIn } from './screenshots'

/** Shared by admin-register.test.ts and admin-member-file.test.ts. */

/** Full-page screenshots at 360 and 1280 px under the shots folder office/register. */
export const shots = shotsIn('office/register')

export const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** Registers a member and pays this year's fee through the sandbox checkout's API. */
export async function paidMember(browser: Browser, overrides: Record<string, unknown>) {
  const member = await freshMember(browser, overrides)
  const context = await contextOf(browser)
  const auth = { authorization: `Bearer ${member.token}` }
  try {
    const order = (await (await context.request.post(`${base}/api/auth/create-order`, { headers: auth })).json()) as { id: string }
    const paid = await context.request.post(`${base}/api/payments/sandbox/pay`, {
      headers: auth,
      data: { order_id: order.id, outcome: 'success' },
    })
    expect(paid.status(), await paid.text()).toBe(200)
    const verified = await context.request.post(`${base}/api/auth/verify-payment`, { headers: auth, data: await paid.json() })
    expect(verified.status(), await verified.text()).toBe(200)
  } finally {
    await context.close()
  }
  return member
}

type Row = {
  id: number
  name: string
  email: string
  membershipId: string | null
  status: string
  district: string | null
  block: string | null
  phone: string | null
  ehrms: string | null
}

/** The register's rows for `query`, read through the API as the admin. */
export async function registerRows(context: BrowserContext, admin: Session, query: string): Promise<Row[]> {
  const res = await context.request.get(`${base}/api/admin/members?${query}`, { headers: { authorization: `Bearer ${admin.token}` } })
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { docs: Row[] }).docs
}

/** Every text of a register row or a member file, to excuse as data on a Hindi page (what members typed). */
export const storedTexts = (value: unknown): string[] => {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(storedTexts)
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (['status', 'district', 'method', 'action', 'role'].includes(k) ? [] : storedTexts(v)))
  }
  return []
}
