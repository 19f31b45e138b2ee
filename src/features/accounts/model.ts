/** The accounts feature's model for payload.config.ts: collections, globals, jobs (no operations, so the config imports no request code). */
export { PasswordResets } from './collections/password-resets'
export { Users } from './collections/users'
export { forgotPasswordTask } from './jobs/forgot-password'
