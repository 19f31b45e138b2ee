/** The renewals feature's server door: what the rest of the app uses of it (client.ts and ui/ for browser code). */
export { remindersOn, setReminders, unsubscribeWithToken } from './operations/opt-outs'
export { renewalStats } from './operations/stats'
export { unsubscribeToken } from './operations/unsubscribe-request'
export { getRenewalSettings } from './settings/read'
