import type { Payload } from 'payload'

import { drizzleOf, rows, sql } from '../../../platform/db/sql'

/**
 * The second-factor columns of `users` (src/features/accounts/collections/second-factor-fields.ts), read and written
 * with raw SQL: each write that spends a code is a conditional update, so two requests with the
 * same code cannot both pass (the second finds the step or the recovery code already gone).
 */
export type StoredFactor = { sealedSecret: string | null; enabledAt: Date | null; lastStep: number | null; recoveryHashes: string[] }

const hashesOf = (text: unknown): string[] => (typeof text === 'string' ? text.split(' ').filter(Boolean) : [])

export async function readFactor(payload: Payload, userId: number): Promise<StoredFactor | null> {
  const [row] = await rows(
    drizzleOf(payload),
    sql`SELECT second_factor_secret, second_factor_enabled_at, second_factor_last_step, second_factor_recovery_codes FROM users WHERE id = ${userId}`,
  )
  if (!row) return null
  return {
    sealedSecret: (row.second_factor_secret as string | null) ?? null,
    enabledAt: row.second_factor_enabled_at ? new Date(row.second_factor_enabled_at as string) : null,
    lastStep: row.second_factor_last_step == null ? null : Number(row.second_factor_last_step),
    recoveryHashes: hashesOf(row.second_factor_recovery_codes),
  }
}

/** Whether the user has a confirmed second factor (the check behind every office session). */
export async function factorEnabled(payload: Payload, userId: number): Promise<boolean> {
  const [row] = await rows(drizzleOf(payload), sql`SELECT second_factor_enabled_at IS NOT NULL AS enabled FROM users WHERE id = ${userId}`)
  return row?.enabled === true
}

/** Keeps a new, unconfirmed secret; refused (false) once a second factor is confirmed. */
export async function savePendingSecret(payload: Payload, userId: number, sealed: string): Promise<boolean> {
  const done = await rows(
    drizzleOf(payload),
    sql`UPDATE users SET second_factor_secret = ${sealed}, second_factor_last_step = NULL, second_factor_recovery_codes = NULL
        WHERE id = ${userId} AND second_factor_enabled_at IS NULL RETURNING id`,
  )
  return done.length === 1
}

/** Confirms the waiting secret (still the one the code was checked against) with the step used and the recovery codes. */
export async function enableFactor(payload: Payload, userId: number, sealed: string, step: number, hashes: string[]): Promise<boolean> {
  const done = await rows(
    drizzleOf(payload),
    sql`UPDATE users SET second_factor_enabled_at = now(), second_factor_last_step = ${step}, second_factor_recovery_codes = ${hashes.join(' ')}
        WHERE id = ${userId} AND second_factor_enabled_at IS NULL AND second_factor_secret = ${sealed} RETURNING id`,
  )
  return done.length === 1
}

/** Enrols a known secret at once (ADMIN_TOTP_SECRET at start), without recovery codes. */
export async function enrolKnownSecret(payload: Payload, userId: number, sealed: string): Promise<void> {
  await drizzleOf(payload).execute(
    sql`UPDATE users SET second_factor_secret = ${sealed}, second_factor_enabled_at = now(), second_factor_last_step = NULL, second_factor_recovery_codes = NULL WHERE id = ${userId}`,
  )
}

/** Records a TOTP step as used; false when it (or a later one) was used already: a replay. */
export async function spendStep(payload: Payload, userId: number, step: number): Promise<boolean> {
  const done = await rows(
    drizzleOf(payload),
    sql`UPDATE users SET second_factor_last_step = ${step}
        WHERE id = ${userId} AND second_factor_enabled_at IS NOT NULL AND (second_factor_last_step IS NULL OR second_factor_last_step < ${step}) RETURNING id`,
  )
  return done.length === 1
}

/** Replaces the recovery codes if they are still `before` (a compare-and-set: one use per code). */
export async function replaceRecoveryHashes(payload: Payload, userId: number, before: string[], after: string[]): Promise<boolean> {
  const done = await rows(
    drizzleOf(payload),
    sql`UPDATE users SET second_factor_recovery_codes = ${after.join(' ')}
        WHERE id = ${userId} AND second_factor_enabled_at IS NOT NULL AND second_factor_recovery_codes = ${before.join(' ')} RETURNING id`,
  )
  return done.length === 1
}

/** Removes the second factor (an admin's reset): the user enrols again at the next sign-in. */
export async function clearFactor(payload: Payload, userId: number): Promise<void> {
  await drizzleOf(payload).execute(
    sql`UPDATE users SET second_factor_secret = NULL, second_factor_enabled_at = NULL, second_factor_last_step = NULL, second_factor_recovery_codes = NULL WHERE id = ${userId}`,
  )
}
