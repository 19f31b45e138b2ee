import type { Payload, PayloadRequest } from 'payload'

import type { AuthUser } from '../../../platform/http/guards'

type Session = { id: string; createdAt?: string | null; expiresAt: string }

/**
 * When sessions end. A session is worth what was checked when it was made, so each event
 * that changes what a sign-in must prove ends the sessions made before it:
 *
 * - logout: that session (`endSession`);
 * - a password reset and an admin's reset of the second factor: all of them (`endAllSessions`);
 * - the second factor's enrolment: all but the one that enrolled, which goes on working (the confirm
 *   route's answer keeps the client's token): a session made with the password alone while the factor
 *   was not set up, or before the member became a coordinator, must not turn into an office session;
 * - a change of role or of the sign-in e-mail, however it is made (the role route, an admin in the
 *   CMS or /cms-api, a script): all of them (the Users hook `endSessionsOnAccountChange`); the roll
 *   import changes e-mails with SQL in its own transaction and ends them there (`SESSIONS_TABLE`).
 */

/** Payload's table of the users' sessions (useSessions): one row per session, `_parent_id` the user. */
export const SESSIONS_TABLE = 'users_sessions'

/** Ends the session behind this user's token (as Payload's own logout operation does). */
export async function endSession(payload: Payload, user: AuthUser): Promise<void> {
  if (!user._sid) return
  const stored = await payload.db.findOne<{ id: number; sessions?: Session[] | null }>({
    collection: 'users',
    where: { id: { equals: user.id } },
  })
  if (!stored) return
  const sessions = (stored.sessions ?? []).filter((s) => s.id !== user._sid)
  await payload.db.updateOne({ collection: 'users', id: user.id, data: { sessions }, returning: false })
}

/**
 * Ends every session of a user, or every one but `except` (the enrolling session). `req` puts the
 * write in the caller's transaction (a collection hook), so it commits or rolls back with the change.
 */
export async function endAllSessions(
  payload: Payload,
  userId: number,
  { except, req }: { except?: string; req?: PayloadRequest } = {},
): Promise<void> {
  let sessions: Session[] = []
  if (except) {
    const stored = await payload.db.findOne<{ id: number; sessions?: Session[] | null }>({
      collection: 'users',
      where: { id: { equals: userId } },
      req,
    })
    sessions = (stored?.sessions ?? []).filter((s) => s.id === except)
  }
  await payload.db.updateOne({ collection: 'users', id: userId, data: { sessions }, req, returning: false })
}
