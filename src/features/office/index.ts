/** The office feature's server door: what the rest of the app uses of it (client.ts and ui/ for browser code). */
export {
  type MemberFile,
  presentEvent,
  presentGrievance,
  presentMembership,
  presentPayment,
  presentProfile,
  presentRegisterRow,
  type RegisterPage,
} from './presenters/register'
