import { DISTRICTS } from '../../../platform/config/districts'
import { withoutControlChars } from '../../../platform/validation/fields'
import { REGISTER_STATUSES } from '@/features/renewals/client'
import { z } from '../../../platform/validation/zod'

/**
 * The member register and the member file: the query of
 * GET /api/admin/members (and its CSV export), and the inputs of revoke,
 * reinstate and the coordinator control. One schema per input; the pages
 * read the same lists (statuses, sorts, limits) from here.
 */

export const REGISTER_SORTS = [
  'name',
  '-name',
  'district',
  '-district',
  'membershipId',
  '-membershipId',
  'createdAt',
  '-createdAt',
] as const
export type RegisterSort = (typeof REGISTER_SORTS)[number]
export const REGISTER_LIMITS = { defaultLimit: 20, maxLimit: 100, maxPage: 10_000, q: 200, block: 100, reason: 500 } as const
/** The roles the coordinator control moves a member between. */
export const MEMBER_ROLES = ['member', 'coordinator'] as const

export const REGISTER_MESSAGES = {
  badStatus: `Status must be one of: ${REGISTER_STATUSES.join(', ')}.`,
  badSort: `Sort must be one of: ${REGISTER_SORTS.join(', ')}.`,
  badPage: `The page must be a whole number from 1 to ${REGISTER_LIMITS.maxPage}.`,
  badLimit: `The limit must be a whole number from 1 to ${REGISTER_LIMITS.maxLimit}.`,
  badYear: 'The year must be a four-digit year such as 2026.',
  badDistrict: 'Please select a district from the list',
  qTooLong: `The search text must be at most ${REGISTER_LIMITS.q} characters`,
  blockTooLong: `The block must be at most ${REGISTER_LIMITS.block} characters`,
  reasonRequired: 'Reason is required',
  reasonTooLong: `The reason must be at most ${REGISTER_LIMITS.reason} characters`,
  notPaid: 'Only a paid membership of this year can be revoked.',
  alreadyRevoked: 'This membership is already revoked.',
  notRevoked: 'Only a revoked membership can be reinstated.',
  badRole: "Role must be 'member' or 'coordinator'.",
  needDistricts: 'A coordinator needs at least one district.',
  roleBody: 'Please send the role as JSON, e.g. {"role": "coordinator", "districts": ["Agra"]}.',
} as const

/** A query parameter: absent and blank are the same (a form sends every field). */
const param = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v), schema.optional())
const wholeNumber = (max: number, message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message })

export const RegisterQuery = z.object({
  q: param(withoutControlChars(z.string().max(REGISTER_LIMITS.q, { error: REGISTER_MESSAGES.qTooLong }))),
  district: param(z.string().refine((d) => DISTRICTS.includes(d), { error: REGISTER_MESSAGES.badDistrict })),
  block: param(withoutControlChars(z.string().max(REGISTER_LIMITS.block, { error: REGISTER_MESSAGES.blockTooLong }))),
  year: param(z.string().regex(/^(19|20|21)\d{2}$/, { error: REGISTER_MESSAGES.badYear })),
  status: param(z.enum(REGISTER_STATUSES, { error: REGISTER_MESSAGES.badStatus })),
  sort: param(z.enum(REGISTER_SORTS, { error: REGISTER_MESSAGES.badSort })),
  page: param(wholeNumber(REGISTER_LIMITS.maxPage, REGISTER_MESSAGES.badPage)),
  limit: param(wholeNumber(REGISTER_LIMITS.maxLimit, REGISTER_MESSAGES.badLimit)),
})
export type RegisterQuery = z.output<typeof RegisterQuery>

/** The query parameters of a URL as the schema reads them (the last of a repeated one). */
export const queryOf = (params: URLSearchParams) =>
  Object.fromEntries(Object.keys(RegisterQuery.shape).map((k) => [k, params.get(k) ?? undefined]))

/** POST …/revoke and …/reinstate {reason}: a reason is always on record. */
export const ReasonInput = z.object(
  {
    reason: withoutControlChars(
      z
        .string({ error: REGISTER_MESSAGES.reasonRequired })
        .trim()
        .min(1, { error: REGISTER_MESSAGES.reasonRequired })
        .max(REGISTER_LIMITS.reason, { error: REGISTER_MESSAGES.reasonTooLong }),
    ),
  },
  { error: REGISTER_MESSAGES.reasonRequired },
)

/** PATCH …/role {role, districts}: a coordinator has at least one district; a member none. */
export const RoleInput = z
  .object(
    {
      role: z.enum(MEMBER_ROLES, { error: REGISTER_MESSAGES.badRole }),
      districts: z
        .array(
          z.string().refine((d) => DISTRICTS.includes(d), { error: REGISTER_MESSAGES.badDistrict }),
          { error: REGISTER_MESSAGES.badDistrict },
        )
        .max(DISTRICTS.length)
        .default([]),
    },
    { error: REGISTER_MESSAGES.roleBody },
  )
  .refine((v) => v.role !== 'coordinator' || v.districts.length > 0, { error: REGISTER_MESSAGES.needDistricts, path: ['districts'] })
  .transform((v) => ({ role: v.role, districts: v.role === 'coordinator' ? [...new Set(v.districts)].sort() : [] }))
