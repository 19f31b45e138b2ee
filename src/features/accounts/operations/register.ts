import { getEnv } from '@/platform/config/env'
import { ACCOUNT_MESSAGES, ACCOUNT_RESPONSES, dayToStored, type RegistrationInput } from '@/features/accounts/rules/account'
import { log } from '@/platform/log'
import { getPayloadClient } from '@/platform/payload/client'
import { isValidationError } from '@/platform/payload/errors'
import { RATE_LIMITS } from '@/platform/config/limits'
import { createRateLimiter } from '@/platform/http/rate-limit'
import { kickSoon } from '@/platform/jobs/run'
import { queueMail } from '@/platform/mail/outbox'
import { mailContext } from '@/platform/mail/send'
import { welcomeMail } from '@/features/accounts/mail/templates'
import type { User } from '@/payload-types'
import { currentNoticeVersion, recordConsent } from '@/features/privacy'
import { drizzleOf } from '../../../platform/db/sql'
import { HttpError, withinLimit, type Caller } from '../../../platform/http/route'
import { ehrmsHolders } from './ehrms'
import { withPayloadTransaction } from '@/platform/db/transaction'

/**
 * POST /api/auth/register (spec §7): a new member, signed in at once. Every
 * attempt counts against the address, because the 409 answers (which the spec
 * asks for) say whether an e-mail or EHRMS code is registered.
 */
const limiter = createRateLimiter(RATE_LIMITS.register)

export const limitRegistration = (caller: Caller) => withinLimit(limiter, caller.address, ACCOUNT_RESPONSES.tooManyAttempts)

// The field rule answers in the CMS screen's language (English through the Local API); either is the rule's.
const sayEhrmsTaken = (text: string) => text === ACCOUNT_RESPONSES.ehrmsTaken.en || text === ACCOUNT_RESPONSES.ehrmsTaken.hi

const duplicate = (field: 'email' | 'ehrms') =>
  new HttpError(409, field === 'email' ? ACCOUNT_RESPONSES.emailTaken : ACCOUNT_RESPONSES.ehrmsTaken)

/** The new member and their first token; 409 for a registered e-mail or EHRMS code. The welcome mail is queued with the account. */
export async function register(form: RegistrationInput, caller: Caller): Promise<{ token: string | undefined; user: User }> {
  // The confirmation and the privacy tick are checked, not stored.
  const { password, confirmPassword: _confirm, privacy: _privacy, dob, joiningDate, district, ...rest } = form
  const payload = await getPayloadClient()
  // Stored e-mails are lower-cased (Payload) and so is the validated one: equality ignores case.
  const taken = async (where: Record<string, { equals: string }>) =>
    (await payload.count({ collection: 'users', where, overrideAccess: true })).totalDocs > 0
  if (await taken({ email: { equals: rest.email } })) throw duplicate('email')
  // In any letter case: 'ab123' is the code 'AB123'.
  if ((await ehrmsHolders(drizzleOf(payload), rest.ehrms)).length > 0) throw duplicate('ehrms')

  let user: User
  try {
    // The account and its welcome mail commit together.
    user = await withPayloadTransaction(payload, async (req, tx) => {
      const created = await payload.create({
        collection: 'users',
        overrideAccess: true,
        req,
        data: {
          ...rest,
          district: district as User['district'],
          dob: dayToStored(dob),
          joiningDate: joiningDate ? dayToStored(joiningDate) : null,
          password,
          // Whatever the body says: only an admin makes admins or editors, in the CMS.
          role: 'member',
        },
      })
      const message = welcomeMail(created.name, getEnv().membershipFeePaise, mailContext(created.preferredLanguage))
      await queueMail(tx, { to: created.email, kind: 'welcome', userId: created.id, message })
      // The privacy tick is the 'membership' consent (DPDP Act §6), recorded with the account.
      await recordConsent(tx, {
        memberId: created.id,
        purpose: 'membership',
        granted: true,
        noticeVersion: await currentNoticeVersion(tx),
        language: created.preferredLanguage === 'hi' ? 'hi' : 'en',
        channel: 'registration',
        address: caller.address,
        userAgent: caller.userAgent,
      })
      return created
    })
  } catch (err) {
    if (!isValidationError(err)) throw err
    // Two registrations racing past the checks above meet Payload's own look-up ('A user with the given
    // email is already registered') or the unique indexes ('Value must be unique') here.
    const paths = err.data.errors.map((e) => e.path)
    const unique = err.data.errors.some((e) => /unique|already registered/i.test(e.message))
    if (unique && paths.includes('email')) throw duplicate('email')
    // The EHRMS rule of the collection (src/features/accounts/collections/field-rules.ts), or the unique index on lower(ehrms),
    // whose violation names no field (Payload reads the field from the index's name).
    if (err.data.errors.some((e) => sayEhrmsTaken(e.message)) || (unique && paths.some((p) => !p || p.includes('ehrms'))))
      throw duplicate('ehrms')
    // Payload's e-mail rule is stricter than the spec's text@text.text.
    throw new HttpError(400, paths.includes('email') ? ACCOUNT_MESSAGES.emailInvalid : ACCOUNT_MESSAGES.formAlert)
  }

  const { token } = await payload.login({ collection: 'users', data: { email: rest.email, password } })
  log.info({ requestId: caller.requestId, userId: user.id, address: caller.address }, 'member registered')
  kickSoon(payload)
  return { token, user }
}
