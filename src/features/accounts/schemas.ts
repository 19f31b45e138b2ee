/** The accounts feature's validation rules (zod): for route handlers, other features, and forms that validate as you type. */
export {
  ACCOUNT_RESPONSES,
  dayToStored,
  ForgotPasswordInput,
  GrievanceInput,
  isPastStoredDate,
  LanguageInput,
  LoginInput,
  NewPasswordForm,
  PASSWORD_MIN_RESET,
  PROFILE_FIELDS,
  type ProfileField,
  ProfileInput,
  RegistrationInput,
  ResetPasswordInput,
} from './rules/account'
export { ConfirmTwoFactorInput, ResetTwoFactorInput, TWO_FACTOR_MESSAGES } from './rules/two-factor'
