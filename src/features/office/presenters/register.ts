import type { Row } from '@/platform/db/sql'

/**
 * The shapes in which the register and the member file leave the server
 *. Never a password hash, token, session or login counter.
 */

export type RegisterRow = {
  id: number
  name: string
  email: string
  phone: string | null
  ehrms: string | null
  district: string | null
  block: string | null
  ayushman: string | null
  membershipId: string | null
  status: string
  membershipYear: string
}

export type RegisterPage = { docs: RegisterRow[]; totalDocs: number; page: number; totalPages: number }

const str = (v: unknown): string | null => (v == null ? null : String(v))

/** A row of registerRows (SQL, snake_case) as the register shows it. */
export const presentRegisterRow = (r: Row): RegisterRow => ({
  id: Number(r.id),
  name: String(r.name ?? ''),
  email: String(r.email ?? ''),
  phone: str(r.phone),
  ehrms: str(r.ehrms),
  district: str(r.district),
  block: str(r.block),
  ayushman: str(r.ayushman),
  membershipId: str(r.membership_id),
  status: String(r.status),
  membershipYear: String(r.membership_year),
})

type Rel = number | { id: number; name?: string | null } | null | undefined
const relId = (v: Rel) => (v && typeof v === 'object' ? v.id : (v ?? null))

type UserDoc = {
  id: number
  name: string
  email: string
  role?: string | null
  gender?: string | null
  ehrms?: string | null
  phone?: string | null
  dob?: string | null
  block?: string | null
  district?: string | null
  designation?: string | null
  joiningDate?: string | null
  ayushman?: string | null
  districts?: string[] | null
  createdAt: string
}

/** `secondFactor`: whether an admin or coordinator has a confirmed second factor — never the secret or codes. */
export const presentProfile = (u: UserDoc, secondFactor = false) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role: u.role ?? 'member',
  gender: u.gender ?? null,
  ehrms: u.ehrms ?? null,
  phone: u.phone ?? null,
  dob: u.dob ?? null,
  block: u.block ?? null,
  district: u.district ?? null,
  designation: u.designation ?? null,
  joiningDate: u.joiningDate ?? null,
  ayushman: u.ayushman ?? null,
  districts: u.role === 'coordinator' ? [...(u.districts ?? [])] : [],
  registeredOn: u.createdAt,
  secondFactor,
})

type MembershipDoc = {
  id: number
  membershipYear: string
  status: string
  amount: number
  membershipId?: string | null
  startDate?: string | null
  endDate?: string | null
  revokedAt?: string | null
  revokedReason?: string | null
}

export const presentMembership = (m: MembershipDoc) => ({
  id: m.id,
  membershipYear: m.membershipYear,
  status: m.status,
  amount: m.amount,
  membershipId: m.membershipId ?? null,
  startDate: m.startDate ?? null,
  endDate: m.endDate ?? null,
  revokedAt: m.revokedAt ?? null,
  revokedReason: m.revokedReason ?? null,
})

type PaymentDoc = {
  id: number
  membershipYear: string
  amount: number
  status: string
  method?: string | null
  receiptNumber?: string | null
  reference?: string | null
  receivedOn?: string | null
  providerPaymentId?: string | null
  createdAt: string
}

export const presentPayment = (p: PaymentDoc) => ({
  id: p.id,
  membershipYear: p.membershipYear,
  amount: p.amount,
  status: p.status,
  method: p.method ?? 'razorpay',
  receiptNumber: p.receiptNumber ?? null,
  reference: p.reference ?? p.providerPaymentId ?? null,
  // An online payment has no date of receipt of its own: the day it was made.
  receivedOn: p.receivedOn ?? p.createdAt,
})

type GrievanceDoc = { id: number; subject: string; status: string; createdAt: string }
export const presentGrievance = (g: GrievanceDoc) => ({ id: g.id, subject: g.subject, status: g.status, createdAt: g.createdAt })

type EventDoc = { id: number; action: string; reason?: string | null; details?: string | null; actor?: Rel; createdAt: string }

function parsedDetails(details: string | null | undefined): unknown {
  if (!details) return null
  try {
    return JSON.parse(details)
  } catch {
    return details
  }
}

export const presentEvent = (e: EventDoc) => ({
  id: e.id,
  action: e.action,
  reason: e.reason ?? null,
  details: parsedDetails(e.details),
  actor:
    relId(e.actor) === null ? null : { id: relId(e.actor), name: e.actor && typeof e.actor === 'object' ? (e.actor.name ?? null) : null },
  createdAt: e.createdAt,
})

export type MemberFile = {
  profile: ReturnType<typeof presentProfile>
  memberships: ReturnType<typeof presentMembership>[]
  payments: ReturnType<typeof presentPayment>[]
  grievances: ReturnType<typeof presentGrievance>[]
  events: ReturnType<typeof presentEvent>[]
}
