/** The contact feature's server door: what the rest of the app uses of it (client.ts and ui/ for browser code). */
export { limitContact, submitContact } from './operations/send-message'
