/** What a browser bundle may import of the accounts feature: its texts and rules (components: ui/, each by its path). */
export {
  ACCOUNT_MESSAGES,
  ACCOUNT_RESPONSES,
  dayToStored,
  ForgotPasswordInput,
  GrievanceInput,
  isPastStoredDate,
  LanguageInput,
  LIMITS,
  LoginInput,
  NewPasswordForm,
  PASSWORD_MIN_RESET,
  PROFILE_FIELDS,
  type ProfileField,
  ProfileInput,
  RegistrationInput,
  ResetPasswordInput,
} from './rules/account'
export { PASSWORD_MIN_REGISTER, REGISTRATION_FIELDS, type RegistrationField } from './rules/account-messages'
export { ehrmsKey, sameEhrms } from './rules/ehrms'
export { DEFAULT_AYUSHMAN, DESIGNATION, GENDERS } from './rules/profile'
export { ConfirmTwoFactorInput, ResetTwoFactorInput, TWO_FACTOR_MESSAGES } from './rules/two-factor'
export { ACCOUNT_TEXT } from './texts/account'
export { TWO_FACTOR_TEXT } from './texts/two-factor'
