/**
 * Every request limit of the site in one table (docs/instances/limits.md explains the choice).
 * Counted in PostgreSQL per key (src/platform/http/rate-limit.ts), so they hold across instances.
 *
 * Per-address limits are flood ceilings only: Indian mobile carriers put thousands of users
 * behind one address (CGNAT) and a district meeting registers fifty members on one hotspot.
 * What protects one account is keyed on the account: login delays per e-mail
 * (src/features/accounts/operations/throttle.ts) and reset requests per e-mail.
 */
const MINUTE = 60_000

export const RATE_LIMITS = {
  /** POST /api/auth/login and /cms-api/users/login, per address (every request, before the body is read). */
  login: { name: 'login', limit: 300, windowMs: 10 * MINUTE },
  /** POST /api/auth/register, per address. */
  register: { name: 'register', limit: 150, windowMs: 60 * MINUTE },
  /** POST /api/auth/forgot-password, per address. */
  forgotPerAddress: { name: 'forgot-address', limit: 100, windowMs: 15 * MINUTE },
  /** POST /api/auth/forgot-password, per e-mail (known or not): what stops a mailbox being flooded. */
  forgotPerEmail: { name: 'forgot-email', limit: 3, windowMs: 60 * MINUTE },
  /** POST /api/auth/reset-password, per address (a reset needs a valid one-time link anyway). */
  resetPerAddress: { name: 'reset', limit: 100, windowMs: 15 * MINUTE },
  /** POST /api/common/contact-us, per address. */
  contact: { name: 'contact', limit: 20, windowMs: 10 * MINUTE },
  /** GET /verify/{id}, per address: ids are sequential, so the page must not be walked. */
  verify: { name: 'verify', limit: 60, windowMs: 10 * MINUTE },
} as const
