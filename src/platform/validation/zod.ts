import { z } from 'zod'

/**
 * The zod every schema module imports. The pages run under a Content-Security-Policy
 * without 'unsafe-eval', and zod's compiled fast path probes `new Function` when an
 * object schema is built, which the browser reports as a policy violation. Our
 * inputs are small, so the interpreted path costs nothing worth measuring.
 */
z.config({ jitless: true })

export { z }
