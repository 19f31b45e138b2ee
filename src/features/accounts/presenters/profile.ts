import { storedToDay } from '@/features/accounts/rules/account'
import type { User } from '@/payload-types'

/**
 * The profile object of spec §7 — the only shape in which a user leaves the
 * server. Listing the fields (rather than removing some) keeps hash, salt,
 * sessions, login attempts and anything added later out of every answer.
 */
export type Profile = {
  id: number
  name: string
  gender: string | null
  email: string
  ehrms: string | null
  phone: string | null
  dob: string | null
  block: string | null
  district: string | null
  designation: string | null
  joiningDate: string | null
  ayushman: string | null
  role: User['role']
}

export const presentProfile = (u: User): Profile => ({
  id: u.id,
  name: u.name,
  gender: u.gender ?? null,
  email: u.email,
  ehrms: u.ehrms ?? null,
  phone: u.phone ?? null,
  dob: storedToDay(u.dob),
  block: u.block ?? null,
  district: u.district ?? null,
  designation: u.designation ?? null,
  joiningDate: storedToDay(u.joiningDate),
  ayushman: u.ayushman ?? null,
  role: u.role,
})

/** What login and registration answer: {role, name, email}. */
export const presentSessionUser = (u: Pick<User, 'role' | 'name' | 'email'>) => ({ role: u.role, name: u.name, email: u.email })

/** The login's answer (spec §7 {token, user}), with the flags only when they are set. */
export const presentLogin = (session: {
  token: string
  user: Pick<User, 'role' | 'name' | 'email'>
  secondFactorSetupRequired: boolean
  noticeConfirmationDue: boolean
}) => ({
  token: session.token,
  user: presentSessionUser(session.user),
  secondFactorSetupRequired: session.secondFactorSetupRequired || undefined,
  noticeConfirmationDue: session.noticeConfirmationDue || undefined,
})
