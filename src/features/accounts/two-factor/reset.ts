import type { Payload } from 'payload'

import { isOfficeRole } from '../../../platform/access/roles'
import { log } from '../../../platform/log'
import { OFFICE_MESSAGES } from '@/platform/http/office'
import type { AuthUser } from '../../../platform/http/guards'
import { endAllSessions } from '../operations/sessions'
import { HttpError } from '../../../platform/http/route'
import { defineMessages } from '../../../platform/i18n/messages'
import { clearFactor } from './store'

export const RESET_MESSAGES = defineMessages('accounts.twoFactorReset', {
  notOffice: {
    en: 'Only the second factor of an admin or coordinator can be reset.',
    hi: 'केवल एडमिन या समन्वयक का दूसरा सत्यापन रीसेट किया जा सकता है।',
  },
  ownFactor: {
    en: 'You cannot reset your own second factor. Sign in with a recovery code, or ask another admin.',
    hi: 'आप अपना दूसरा सत्यापन स्वयं रीसेट नहीं कर सकते। रिकवरी कोड से लॉगिन करें, या किसी दूसरे एडमिन से कहें।',
  },
})

/**
 * An admin resets another admin's or coordinator's second factor (a lost phone):
 * the factor is removed, their sessions end (a session made with the old factor
 * must not outlive it), and the member file records who did it and why. At the
 * next sign-in they enrol again.
 */
export async function resetSecondFactor(payload: Payload, admin: AuthUser, targetId: number, reason: string): Promise<void> {
  const target = await payload.findByID({ collection: 'users', id: targetId, overrideAccess: true, disableErrors: true, depth: 0 })
  if (!target) throw new HttpError(404, OFFICE_MESSAGES.memberNotFound)
  if (target.id === admin.id) throw new HttpError(403, RESET_MESSAGES.ownFactor)
  if (!isOfficeRole(target.role)) throw new HttpError(409, RESET_MESSAGES.notOffice)
  await clearFactor(payload, target.id)
  await endAllSessions(payload, target.id)
  await payload.create({
    collection: 'member-events',
    data: { member: target.id, actor: admin.id, action: 'second-factor-reset', reason },
    overrideAccess: true,
  })
  log.info({ userId: target.id, actor: admin.id }, 'second factor reset')
}
