import { DISTRICTS } from '../../../platform/config/districts'
import { withoutControlChars } from '../../../platform/validation/fields'
import { REGISTER_STATUSES } from '@/features/renewals/client'
import { z } from '../../../platform/validation/zod'
import { defineMessages } from '../../../platform/i18n/messages'

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

export const REGISTER_MESSAGES = defineMessages('office.register', {
  badStatus: {
    en: `Status must be one of: ${REGISTER_STATUSES.join(', ')}.`,
    hi: `स्थिति इनमें से एक होनी चाहिए: ${REGISTER_STATUSES.join(', ')}।`,
  },
  badSort: {
    en: `Sort must be one of: ${REGISTER_SORTS.join(', ')}.`,
    hi: `क्रम इनमें से एक होना चाहिए: ${REGISTER_SORTS.join(', ')}।`,
  },
  badPage: {
    en: `The page must be a whole number from 1 to ${REGISTER_LIMITS.maxPage}.`,
    hi: `पृष्ठ 1 से ${REGISTER_LIMITS.maxPage} के बीच की पूर्ण संख्या होना चाहिए।`,
  },
  badLimit: {
    en: `The limit must be a whole number from 1 to ${REGISTER_LIMITS.maxLimit}.`,
    hi: `सीमा 1 से ${REGISTER_LIMITS.maxLimit} के बीच की पूर्ण संख्या होनी चाहिए।`,
  },
  badYear: { en: 'The year must be a four-digit year such as 2026.', hi: 'वर्ष चार अंकों का होना चाहिए, जैसे 2026।' },
  badDistrict: { en: 'Please select a district from the list', hi: 'कृपया सूची से ज़िला चुनें' },
  qTooLong: {
    en: `The search text must be at most ${REGISTER_LIMITS.q} characters`,
    hi: `खोज का पाठ अधिक से अधिक ${REGISTER_LIMITS.q} अक्षरों का हो सकता है`,
  },
  blockTooLong: {
    en: `The block must be at most ${REGISTER_LIMITS.block} characters`,
    hi: `ब्लॉक अधिक से अधिक ${REGISTER_LIMITS.block} अक्षरों का हो सकता है`,
  },
  reasonRequired: { en: 'Reason is required', hi: 'कारण आवश्यक है' },
  reasonTooLong: {
    en: `The reason must be at most ${REGISTER_LIMITS.reason} characters`,
    hi: `कारण अधिक से अधिक ${REGISTER_LIMITS.reason} अक्षरों का हो सकता है`,
  },
  notPaid: {
    en: 'Only a paid membership of this year can be revoked.',
    hi: 'केवल इस वर्ष की भुगतान की गई सदस्यता ही रद्द की जा सकती है।',
  },
  alreadyRevoked: { en: 'This membership is already revoked.', hi: 'यह सदस्यता पहले ही रद्द की जा चुकी है।' },
  notRevoked: { en: 'Only a revoked membership can be reinstated.', hi: 'केवल रद्द की गई सदस्यता ही बहाल की जा सकती है।' },
  badRole: { en: "Role must be 'member' or 'coordinator'.", hi: "भूमिका 'member' (सदस्य) या 'coordinator' (समन्वयक) होनी चाहिए।" },
  needDistricts: { en: 'A coordinator needs at least one district.', hi: 'समन्वयक के लिए कम से कम एक ज़िला आवश्यक है।' },
  roleBody: {
    en: 'Please send the role as JSON, e.g. {"role": "coordinator", "districts": ["Agra"]}.',
    hi: 'कृपया भूमिका JSON में भेजें, जैसे {"role": "coordinator", "districts": ["Agra"]}।',
  },
})

/** A query parameter: absent and blank are the same (a form sends every field). */
const param = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v), schema.optional())
const wholeNumber = (max: number, message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message })

export const RegisterQuery = z.object({
  q: param(withoutControlChars(z.string().max(REGISTER_LIMITS.q, { error: REGISTER_MESSAGES.qTooLong.token }))),
  district: param(z.string().refine((d) => DISTRICTS.includes(d), { error: REGISTER_MESSAGES.badDistrict.token })),
  block: param(withoutControlChars(z.string().max(REGISTER_LIMITS.block, { error: REGISTER_MESSAGES.blockTooLong.token }))),
  year: param(z.string().regex(/^(19|20|21)\d{2}$/, { error: REGISTER_MESSAGES.badYear.token })),
  status: param(z.enum(REGISTER_STATUSES, { error: REGISTER_MESSAGES.badStatus.token })),
  sort: param(z.enum(REGISTER_SORTS, { error: REGISTER_MESSAGES.badSort.token })),
  page: param(wholeNumber(REGISTER_LIMITS.maxPage, REGISTER_MESSAGES.badPage.token)),
  limit: param(wholeNumber(REGISTER_LIMITS.maxLimit, REGISTER_MESSAGES.badLimit.token)),
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
        .string({ error: REGISTER_MESSAGES.reasonRequired.token })
        .trim()
        .min(1, { error: REGISTER_MESSAGES.reasonRequired.token })
        .max(REGISTER_LIMITS.reason, { error: REGISTER_MESSAGES.reasonTooLong.token }),
    ),
  },
  { error: REGISTER_MESSAGES.reasonRequired.token },
)

/** PATCH …/role {role, districts}: a coordinator has at least one district; a member none. */
export const RoleInput = z
  .object(
    {
      role: z.enum(MEMBER_ROLES, { error: REGISTER_MESSAGES.badRole.token }),
      districts: z
        .array(
          z.string().refine((d) => DISTRICTS.includes(d), { error: REGISTER_MESSAGES.badDistrict.token }),
          { error: REGISTER_MESSAGES.badDistrict.token },
        )
        .max(DISTRICTS.length)
        .default([]),
    },
    { error: REGISTER_MESSAGES.roleBody.token },
  )
  .refine((v) => v.role !== 'coordinator' || v.districts.length > 0, { error: REGISTER_MESSAGES.needDistricts.token, path: ['districts'] })
  .transform((v) => ({ role: v.role, districts: v.role === 'coordinator' ? [...new Set(v.districts)].sort() : [] }))
