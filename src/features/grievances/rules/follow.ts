import { GRIEVANCE_LIMITS, GRIEVANCE_MESSAGES } from './grievances'
import { cleanText } from '../../../platform/validation/text'
import { z } from '../../../platform/validation/zod'
import { defineMessages, type Message } from '../../../platform/i18n/messages'

/**
 * What a member sends about their own case after filing: a rating of
 * the answer, or a reason to reopen it. The messages the desk's shared list
 * (GRIEVANCE_MESSAGES) does not have are here.
 */
export const FOLLOW_MESSAGES = defineMessages('grievances.follow', {
  commentTooLong: {
    en: `The comment must be at most ${GRIEVANCE_LIMITS.ratingComment} characters.`,
    hi: `टिप्पणी अधिकतम ${GRIEVANCE_LIMITS.ratingComment} अक्षरों की हो सकती है।`,
  },
  reasonTooLong: {
    en: `The reason must be at most ${GRIEVANCE_LIMITS.reason} characters.`,
    hi: `कारण अधिकतम ${GRIEVANCE_LIMITS.reason} अक्षरों का हो सकता है।`,
  },
})

/** Trimmed text of at most `max` characters; anything but text reads as `notText`. */
const text = (max: number, tooLong: Message, notText = tooLong) =>
  z.preprocess(cleanText, z.string({ error: notText.token }).max(max, { error: tooLong.token }))

/** POST …/rating {rating: 1–5, comment?}: a whole number of stars; the comment may be left out or empty. */
export const RatingInput = z.object(
  {
    rating: z
      .number({ error: GRIEVANCE_MESSAGES.invalidRating.token })
      .int({ error: GRIEVANCE_MESSAGES.invalidRating.token })
      .min(1, { error: GRIEVANCE_MESSAGES.invalidRating.token })
      .max(5, { error: GRIEVANCE_MESSAGES.invalidRating.token }),
    comment: text(GRIEVANCE_LIMITS.ratingComment, FOLLOW_MESSAGES.commentTooLong).nullish(),
  },
  { error: GRIEVANCE_MESSAGES.invalidRating.token },
)
export type RatingInput = z.output<typeof RatingInput>

/** POST …/reopen {reason}: why the answer did not settle it; never empty. */
export const ReopenInput = z.object(
  {
    reason: text(GRIEVANCE_LIMITS.reason, FOLLOW_MESSAGES.reasonTooLong, GRIEVANCE_MESSAGES.reasonRequired).refine((r) => r.length > 0, {
      error: GRIEVANCE_MESSAGES.reasonRequired.token,
    }),
  },
  { error: GRIEVANCE_MESSAGES.reasonRequired.token },
)
export type ReopenInput = z.output<typeof ReopenInput>
