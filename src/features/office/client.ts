/** What a browser bundle may import of the office feature: its texts and rules (components: ui/, each by its path). */
export {
  MEMBER_ROLES,
  queryOf,
  ReasonInput,
  REGISTER_LIMITS,
  REGISTER_MESSAGES,
  REGISTER_SORTS,
  RegisterQuery,
  type RegisterSort,
  RoleInput,
} from './rules/register'
export { REGISTER_TEXT } from './texts/register'
