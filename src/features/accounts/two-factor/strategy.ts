import { JWTAuthentication, type AuthStrategy } from 'payload'

import { isOfficeRole, SECOND_FACTOR_PENDING } from '../../../platform/access/roles'
import { log } from '../../../platform/log'

/**
 * Every request's session, as Payload's own JWT check finds it, plus one rule
 *: an admin or coordinator without a confirmed second factor gets a
 * session marked "second factor pending". roleOf() gives such a user no role,
 * so every Payload access rule (/cms, /cms-api, GraphQL) refuses them, and
 * requireUser (src/platform/http/guards.ts) answers 403 "set up your second factor" on
 * every /api endpoint except the enrolment's own.
 *
 * Payload runs a collection's strategies before its local JWT one; this one
 * answers for every valid token, so the unmarked local check runs only when
 * there is no valid token at all. If the database check fails the session is
 * marked pending too (refused rather than let through).
 */
export const secondFactorStrategy: AuthStrategy = {
  name: 'second-factor',
  authenticate: async (args) => {
    // Named like Payload's own so logout and session handling treat the user as theirs.
    const result = await JWTAuthentication({ ...args, strategyName: 'local-jwt' })
    const user = result.user as (typeof result.user & { [SECOND_FACTOR_PENDING]?: boolean }) | null
    if (!user || !isOfficeRole(user.role)) return result
    let enabled = false
    try {
      // Loaded on first use: the users collection (and so every import of it) stays free of the SQL layer.
      const { factorEnabled } = await import('./store')
      enabled = await factorEnabled(args.payload, Number(user.id))
    } catch (err) {
      log.error({ userId: user.id, error: err instanceof Error ? err.message : String(err) }, 'second-factor check failed')
    }
    if (!enabled) user[SECOND_FACTOR_PENDING] = true
    return result
  },
}
