/** The membership feature's server door: what the rest of the app uses of it (client.ts and ui/ for browser code). */
export { currentYearStatusOf, membershipHistoryOf } from './operations/membership'
export { type Verdict, verificationOf, verifyLinkOf } from './operations/verify'
