import type { Payload } from 'payload'

import type { AuthUser } from '../auth'

type Session = { id: string; createdAt?: string | null; expiresAt: string }

/** Ends the session behind this user's token (as Payload's own logout operation does). */
export async function endSession(payload: Payload, user: AuthUser): Promise<void> {
  if (!user._sid) return
  const stored = await payload.db.findOne<{ id: number; sessions?: Session[] | null }>({ collection: 'users', where: { id: { equals: user.id } } })
  if (!stored) return
  const sessions = (stored.sessions ?? []).filter((s) => s.id !== user._sid)
  await payload.db.updateOne({ collection: 'users', id: user.id, data: { sessions }, returning: false })
}

/** Ends every session of a user and lifts a login lock (after a password reset). */
export async function endAllSessions(payload: Payload, userId: number): Promise<void> {
  // Two writes: the adapter updates an array (sessions) and plain columns together only by re-inserting the whole row.
  await payload.db.updateOne({ collection: 'users', id: userId, data: { sessions: [] }, returning: false })
  await payload.db.updateOne({ collection: 'users', id: userId, data: { loginAttempts: 0, lockUntil: null }, returning: false })
}
