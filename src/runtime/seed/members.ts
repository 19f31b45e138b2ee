import type { Payload } from 'payload'

import { membershipYear } from '@/features/membership/client'
import { DEFAULT_AYUSHMAN } from '@/features/accounts/client'
import { drizzleOf } from '../../platform/db/sql'
import { currentNoticeVersion, recordConsent } from '@/features/privacy'
import { giveReceipt } from '@/features/payments'
import { istNoon } from '../../platform/seed/util'

/**
 * Two demo members so the portal can be tried at once: one paid up for the
 * current year (certificate, badge 'Membership Active') and one without any
 * membership record (badge 'Membership Required', Pay Now).
 */

export const DEMO_PASSWORD = 'DemoMember@2026'
const FEE_PAISE = 10000

/** The paid demo member (the demo grievances are theirs). */
export const DEMO_MEMBER_EMAIL = 'demo.member@example.org'

const paidMember = {
  email: DEMO_MEMBER_EMAIL,
  name: 'Pooja Verma',
  gender: 'Female',
  ehrms: 'EHRMS100001',
  block: 'Bilhaur',
  joiningDate: istNoon('2021-02-15'),
  dob: istNoon('1994-07-21'),
  phone: '9876501234',
  district: 'Kanpur Nagar',
  ayushman: `${DEFAULT_AYUSHMAN} Makanpur`,
} as const

const unpaidMember = {
  email: 'demo.unpaid@example.org',
  name: 'Amit Kumar Yadav',
  gender: 'Male',
  ehrms: 'EHRMS100002',
  block: 'Mohanlalganj',
  joiningDate: istNoon('2022-09-01'),
  dob: istNoon('1992-03-11'),
  phone: '9876505678',
  district: 'Lucknow',
  ayushman: `${DEFAULT_AYUSHMAN} Nigohan`,
} as const

type Log = (msg: string) => void

async function ensureMember(payload: Payload, profile: typeof paidMember | typeof unpaidMember, log: Log) {
  const found = await payload.find({
    collection: 'users',
    where: { email: { equals: profile.email } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  if (found.docs[0]) return found.docs[0]
  // A real member may already hold the demo's EHRMS code; the demo then steps aside.
  const clash = await payload.count({ collection: 'users', where: { ehrms: { equals: profile.ehrms } }, overrideAccess: true })
  if (clash.totalDocs > 0) {
    log(`skipped demo member ${profile.email}: EHRMS code ${profile.ehrms} is in use`)
    return undefined
  }
  const user = await payload.create({
    collection: 'users',
    data: { ...profile, password: DEMO_PASSWORD, role: 'member' },
    overrideAccess: true,
  })
  // A demo member "registered" with the privacy tick, so their sign-in is not held for the notice.
  const db = drizzleOf(payload)
  await recordConsent(db, {
    memberId: user.id,
    purpose: 'membership',
    granted: true,
    noticeVersion: await currentNoticeVersion(db),
    language: 'en',
    channel: 'registration',
  })
  log(`created demo member ${profile.email}`)
  return user
}

/**
 * The app numbers memberships itself; if a real member already took number 1 this
 * year, the demo takes the next free one instead of failing on the unique index.
 */
async function freeMembershipId(payload: Payload, year: string): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = `UPCHO-${year}-${String(n).padStart(6, '0')}`
    const taken = await payload.count({ collection: 'memberships', where: { membershipId: { equals: candidate } }, overrideAccess: true })
    if (taken.totalDocs === 0) return candidate
  }
}

export async function seedMembers(payload: Payload, log: Log): Promise<void> {
  const year = membershipYear()
  const paid = await ensureMember(payload, paidMember, log)
  await ensureMember(payload, unpaidMember, log)
  if (!paid) return

  const orderId = `order_demo_${year}000001`
  const paymentId = `pay_demo_${year}000001`
  const paidAt = new Date().toISOString()

  const existingPayment = await payload.count({
    collection: 'payments',
    where: { providerOrderId: { equals: orderId } },
    overrideAccess: true,
  })
  if (existingPayment.totalDocs === 0) {
    const payment = await payload.create({
      collection: 'payments',
      data: {
        providerOrderId: orderId,
        providerPaymentId: paymentId,
        user: paid.id,
        membershipYear: year,
        amount: FEE_PAISE,
        currency: 'INR',
        status: 'captured',
        providerData: JSON.stringify({ note: 'demo payment created by the seed, no money was moved' }),
      },
      overrideAccess: true,
    })
    // A credited payment has a receipt; the demo's shows on /payment-status like a real one.
    await giveReceipt(drizzleOf(payload), payment.id)
    log(`created demo payment ${orderId}`)
  }

  const existingMembership = await payload.count({
    collection: 'memberships',
    where: { and: [{ user: { equals: paid.id } }, { membershipYear: { equals: year } }] },
    overrideAccess: true,
  })
  if (existingMembership.totalDocs === 0) {
    const membershipId = await freeMembershipId(payload, year)
    await payload.create({
      collection: 'memberships',
      data: {
        user: paid.id,
        membershipYear: year,
        status: 'paid',
        amount: FEE_PAISE,
        startDate: paidAt,
        // 23:59:59 on 31 December in India, which is still 31 December in UTC.
        endDate: `${year}-12-31T18:29:59.999Z`,
        paymentId,
        orderId,
        membershipId,
      },
      overrideAccess: true,
    })
    log(`created demo membership ${membershipId}`)
  }
}
