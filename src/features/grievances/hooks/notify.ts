import type { CollectionAfterChangeHook } from 'payload'

import { notifyOffice } from '../operations/notify-office'
import type { Grievance } from '../../../payload-types'
import { executorOf } from '@/platform/db/transaction'

/**
 * A new case is mailed to the office at its level, whoever files it (the
 * member's form, the CMS, a test): the district's coordinators, or the admins
 * for a sensitive case or a district without a coordinator (officeAtLevel).
 * In the filing's transaction, so a failed filing mails nobody.
 */
export const notifyOfficeOfNewCase: CollectionAfterChangeHook<Grievance> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  await notifyOffice(await executorOf(req), req.payload, doc, doc.level ?? 'district', 'filed', 'filed', {}, req)
  return doc
}
