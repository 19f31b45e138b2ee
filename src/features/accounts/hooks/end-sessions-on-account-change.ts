import type { CollectionAfterChangeHook } from 'payload'

import { endAllSessions } from '../operations/sessions'

/**
 * Users: a change of role or of the sign-in e-mail ends every session of that account,
 * whoever makes it: the role route (src/features/office/operations/register/role.ts), an admin in the CMS or
 * /cms-api, a script. A session made as a member must not become a coordinator's once they enrol,
 * nor a session made under the old e-mail outlive it. In the change's own transaction (`req`).
 */
export const endSessionsOnAccountChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc) return doc
  if (previousDoc.role === doc.role && previousDoc.email === doc.email) return doc
  await endAllSessions(req.payload, Number(doc.id), { req })
  return doc
}
