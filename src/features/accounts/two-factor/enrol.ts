import QRCode from 'qrcode'
import type { Payload } from 'payload'

import { isOfficeRole } from '../../../platform/access/roles'
import { TWO_FACTOR_MESSAGES } from '../rules/two-factor'
import { log } from '../../../platform/log'
import { HttpError } from '../../../platform/http/route'
import type { AuthUser } from '../../../platform/http/guards'
import { endAllSessions } from '../operations/sessions'
import { hashRecoveryCode, matchingStep, newRecoveryCodes, newTotpSecret, otpauthUrl } from './codes'
import { openSecret, sealSecret } from './secret-box'
import { enableFactor, readFactor, savePendingSecret } from './store'

/**
 * Enrolment of an admin's or coordinator's authenticator: set-up makes
 * a new secret (kept sealed, unconfirmed) and shows it as text and as a QR code;
 * confirmation with a current code switches the second factor on and returns the
 * ten recovery codes, the only time they are shown. Every other session of the
 * user ends then: one made with the password alone while the factor was
 * not set up must not become an office session; the enrolling one goes on.
 */
export type Setup = { secret: string; otpauthUrl: string; qrSvg: string }

function officeOnly(user: AuthUser) {
  if (!isOfficeRole(user.role)) throw new HttpError(403, TWO_FACTOR_MESSAGES.notOffice)
}

export async function startSetup(payload: Payload, user: AuthUser): Promise<Setup> {
  officeOnly(user)
  const secret = newTotpSecret()
  if (!(await savePendingSecret(payload, user.id, sealSecret(secret, payload.secret))))
    throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyEnabled)
  const url = otpauthUrl(user.email, secret)
  const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  log.info({ userId: user.id }, 'second factor: set-up started')
  return { secret, otpauthUrl: url, qrSvg }
}

export async function confirmSetup(payload: Payload, user: AuthUser, otp: string): Promise<{ recoveryCodes: string[] }> {
  officeOnly(user)
  const factor = await readFactor(payload, user.id)
  if (factor?.enabledAt) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyEnabled)
  if (!factor?.sealedSecret) throw new HttpError(409, TWO_FACTOR_MESSAGES.notStarted)
  const secret = openSecret(factor.sealedSecret, payload.secret)
  const step = secret ? matchingStep(secret, otp) : null
  if (step === null) throw new HttpError(400, TWO_FACTOR_MESSAGES.invalid)
  const recoveryCodes = newRecoveryCodes()
  // Conditional on the same sealed secret: a set-up started again in another tab meanwhile wins.
  if (!(await enableFactor(payload, user.id, factor.sealedSecret, step, recoveryCodes.map(hashRecoveryCode)))) {
    throw new HttpError(409, TWO_FACTOR_MESSAGES.notStarted)
  }
  await endAllSessions(payload, user.id, { except: user._sid })
  log.info({ userId: user.id }, 'second factor: enabled, other sessions ended')
  return { recoveryCodes }
}
