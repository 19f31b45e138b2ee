import { GRIEVANCE_LIMITS, GRIEVANCE_MESSAGES } from './grievances'
import { cleanText } from '../../../platform/validation/text'
import { z } from '../../../platform/validation/zod'

/**
 * What a member sends about their own case after filing: a rating of
 * the answer, or a reason to reopen it. The messages the desk's shared list
 * (GRIEVANCE_MESSAGES) does not have are here; their Hindi is in api.ts.
 */
export const FOLLOW_MESSAGES = {
  commentTooLong: `The comment must be at most ${GRIEVANCE_LIMITS.ratingComment} characters.`,
  reasonTooLong: `The reason must be at most ${GRIEVANCE_LIMITS.reason} characters.`,
} as const

/** Trimmed text of at most `max` characters; anything but text reads as `notText`. */
const text = (max: number, tooLong: string, notText = tooLong) =>
  z.preprocess(cleanText, z.string({ error: notText }).max(max, { error: tooLong }))

/** POST …/rating {rating: 1–5, comment?}: a whole number of stars; the comment may be left out or empty. */
export const RatingInput = z.object(
  {
    rating: z
      .number({ error: GRIEVANCE_MESSAGES.invalidRating })
      .int({ error: GRIEVANCE_MESSAGES.invalidRating })
      .min(1, { error: GRIEVANCE_MESSAGES.invalidRating })
      .max(5, { error: GRIEVANCE_MESSAGES.invalidRating }),
    comment: text(GRIEVANCE_LIMITS.ratingComment, FOLLOW_MESSAGES.commentTooLong).nullish(),
  },
  { error: GRIEVANCE_MESSAGES.invalidRating },
)
export type RatingInput = z.output<typeof RatingInput>

/** POST …/reopen {reason}: why the answer did not settle it; never empty. */
export const ReopenInput = z.object(
  {
    reason: text(GRIEVANCE_LIMITS.reason, FOLLOW_MESSAGES.reasonTooLong, GRIEVANCE_MESSAGES.reasonRequired).refine((r) => r.length > 0, {
      error: GRIEVANCE_MESSAGES.reasonRequired,
    }),
  },
  { error: GRIEVANCE_MESSAGES.reasonRequired },
)
export type ReopenInput = z.output<typeof ReopenInput>
