/** The circulars feature's validation rules (zod) and what sits beside them: for route handlers, other features, and forms that validate as you type. client.ts stays free of zod. */
export { CIRCULARS_FAILURE, CircularQuery, lenientQuery, queryOf } from './rules/circulars'
