import type { Payload } from 'payload'

import { getEnv } from '../../../platform/config/env'
import type { PaymentGateway } from './gateway-types'

let current: PaymentGateway | undefined

/**
 * The gateway of this process, chosen once from the configuration: Razorpay, or
 * the sandbox without keys (which keeps its orders in `payload`'s database).
 */
export async function getGateway(payload: Payload): Promise<PaymentGateway> {
  if (current) return current
  const env = getEnv()
  if (env.razorpay.sandbox) {
    const { sandboxGateway } = await import('./sandbox')
    current = sandboxGateway(payload)
  } else {
    const { razorpayGateway } = await import('./razorpay')
    current = razorpayGateway(env.razorpay.keyId as string, env.razorpay.keySecret as string, env.razorpay.apiUrl)
  }
  return current
}
