import { ACCOUNT_RESPONSES } from '@/features/accounts/rules/account'
import { getPayloadClient } from '@/platform/payload/client'
import { RATE_LIMITS } from '@/platform/config/limits'
import { createRateLimiter } from '@/platform/http/rate-limit'
import { kickJobs } from '@/platform/jobs/run'
import { withinLimit, type Caller } from '../../../platform/http/route'
import { runAfterResponse } from './after-response'

/**
 * POST /api/auth/forgot-password (spec §7). The same answer whether or not the
 * address belongs to an account, in the same time: the handler only counts the
 * limits and queues a job; the look-up, the token and the mail happen in the
 * job. The link is built from SITE_URL, never from the request's Host header
 * (which the sender controls).
 */
const perAddress = createRateLimiter(RATE_LIMITS.forgotPerAddress)
const perEmail = createRateLimiter(RATE_LIMITS.forgotPerEmail)

export const limitForgotPassword = (caller: Caller) => withinLimit(perAddress, caller.address, ACCOUNT_RESPONSES.tooManyResets)

/**
 * Counts the request and queues the account work as a job ({email}, for every
 * request): the answer waits for one insert, the same for a known and an
 * unknown address, and a process dying after the answer loses nothing. The
 * job (src/features/accounts/jobs/forgot-password.ts) starts right after the answer here when
 * this instance runs jobs, else within a second on the instance that does.
 */
export async function forgotPassword({ email }: { email: string }, caller: Caller): Promise<void> {
  await withinLimit(perEmail, email, ACCOUNT_RESPONSES.tooManyResets)
  const payload = await getPayloadClient()
  await payload.jobs.queue({ task: 'forgotPassword', input: { email, requestId: caller.requestId, address: caller.address } })
  runAfterResponse('password-reset', () => kickJobs(payload, { queue: 'default' }))
}
