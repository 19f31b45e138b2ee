import { membershipYear } from '@/features/membership/client'
import type { FileKind } from '../../../platform/uploads/file-types'
import { defineMessages } from '../../../platform/i18n/messages'

/**
 * The grievance desk, modelled on the government's own system that
 * members know (CPGRAMS): a case number, an answer due by a date, status
 * tracking, an appeal one level up, and published figures. One module for the
 * rules that the forms, the handlers, the jobs and the collections share.
 */

// ---- Case numbers: GRV-<year>-<sequence>, e.g. GRV-2026-000123 ----

export const CASE_PREFIX = 'GRV'

/** The year of a case filed at `at`: India's calendar year, as receipts and memberships count it. */
export const caseYear = (at: Date = new Date()): string => membershipYear(at)

export function formatCaseNumber(year: string, sequence: number): string {
  if (!/^\d{4}$/.test(year) || !Number.isInteger(sequence) || sequence < 1) throw new Error('invalid case number parts')
  return `${CASE_PREFIX}-${year}-${String(sequence).padStart(6, '0')}`
}

/** The shape formatCaseNumber writes (a busy year may outgrow six digits). Checked before any query. */
export const CASE_NUMBER_PATTERN = /^GRV-\d{4}-\d{6,9}$/
export const isCaseNumber = (value: unknown): value is string => typeof value === 'string' && CASE_NUMBER_PATTERN.test(value)

// ---- Levels: a case starts with the district coordinator and may move up to the state office ----

export const GRIEVANCE_LEVELS = ['district', 'state'] as const
export type GrievanceLevel = (typeof GRIEVANCE_LEVELS)[number]

/** Where a new case starts: a sensitive one (harassment) skips the district level. */
export const startingLevel = (sensitive: boolean): GrievanceLevel => (sensitive ? 'state' : 'district')

/** One level up from `level`; the state office is the top, so it stays there. */
export const levelAbove = (level: GrievanceLevel): GrievanceLevel => (level === 'district' ? 'state' : 'state')

// ---- The timeline: every entry of a case, in order ----

/**
 * What can happen to a case. `note` and `assigned` are the office's own and never
 * reach the member; every other kind is on the member's timeline.
 */
export const GRIEVANCE_EVENT_KINDS = ['filed', 'status', 'reply', 'note', 'assigned', 'escalated', 'reopened', 'rated'] as const
export type GrievanceEventKind = (typeof GRIEVANCE_EVENT_KINDS)[number]
export const INTERNAL_EVENT_KINDS: readonly GrievanceEventKind[] = ['note', 'assigned']
export const isInternalEvent = (kind: GrievanceEventKind): boolean => INTERNAL_EVENT_KINDS.includes(kind)

/** Why a case moved up (the `text` of an `escalated` entry; the pages translate it). */
export const ESCALATION_REASONS = ['no-reply', 'overdue', 'reopened'] as const
export type EscalationReason = (typeof ESCALATION_REASONS)[number]

// ---- Categories: office staff keep the list in the CMS; these are the defaults ----

export type DefaultCategory = { key: string; en: string; hi: string; sensitive: boolean }

/** Seeded once by the migration; `key` is stable (the CMS may rename a category but not its key). */
export const DEFAULT_CATEGORIES: readonly DefaultCategory[] = [
  { key: 'honorarium', en: 'Honorarium or salary delay', hi: 'मानदेय या वेतन में देरी', sensitive: false },
  { key: 'incentive', en: 'Performance incentive', hi: 'कार्य-आधारित प्रोत्साहन राशि', sensitive: false },
  { key: 'attendance-app', en: 'Attendance app', hi: 'उपस्थिति ऐप', sensitive: false },
  { key: 'transfer', en: 'Transfer or posting', hi: 'स्थानांतरण या तैनाती', sensitive: false },
  { key: 'leave', en: 'Leave', hi: 'अवकाश', sensitive: false },
  { key: 'harassment', en: 'Workplace safety or harassment', hi: 'कार्यस्थल पर सुरक्षा या उत्पीड़न', sensitive: true },
  { key: 'regularisation', en: 'Regularisation', hi: 'नियमितीकरण', sensitive: false },
  { key: 'other', en: 'Other', hi: 'अन्य', sensitive: false },
]
/** The category of cases filed before categories existed, and the form's fallback. */
export const FALLBACK_CATEGORY_KEY = 'other'

// ---- Time limits: office staff may change them in the CMS (grievance-settings) ----

export type GrievanceTimes = { answerDays: number; noReplyDays: number; reopenDays: number }
export const DEFAULT_GRIEVANCE_TIMES: GrievanceTimes = { answerDays: 21, noReplyDays: 7, reopenDays: 30 }

const DAY_MS = 24 * 60 * 60 * 1000
export const addDays = (at: Date, days: number): Date => new Date(at.getTime() + days * DAY_MS)

/** The date an answer is due: `answerDays` after filing (after reopening, counted again from then). */
export const dueDateOf = (from: Date, times: Pick<GrievanceTimes, 'answerDays'>): Date => addDays(from, times.answerDays)

type CaseClock = { status: string; dueAt?: string | Date | null; resolvedAt?: string | Date | null }
const asDate = (value: string | Date | null | undefined): Date | null => (value == null ? null : new Date(value))

/** Overdue: not resolved, and past the date the answer was due. */
export function isOverdue(grievance: CaseClock, now: Date = new Date()): boolean {
  const due = asDate(grievance.dueAt)
  return grievance.status !== 'resolved' && due !== null && due.getTime() < now.getTime()
}

/** A member may rate only a resolved case, and once. */
export const canRate = (grievance: CaseClock & { rating?: number | null }): boolean =>
  grievance.status === 'resolved' && grievance.rating == null

/** A member may reopen a resolved case within `reopenDays` of its resolution. */
export function canReopen(grievance: CaseClock, now: Date, times: Pick<GrievanceTimes, 'reopenDays'>): boolean {
  const resolved = asDate(grievance.resolvedAt)
  return grievance.status === 'resolved' && resolved !== null && now.getTime() <= addDays(resolved, times.reopenDays).getTime()
}

// ---- Attachments: up to 3 PDFs or images of at most 5 MB each, the type read from the content ----

export const ATTACHMENT_RULES = { maxFiles: 3, maxMB: 5, kinds: ['pdf', 'jpeg', 'png', 'webp'] as readonly FileKind[] } as const

// ---- Limits and messages (each in English, the spec's text, and in Hindi) ----

export const GRIEVANCE_LIMITS = { reply: 5000, reason: 1000, ratingComment: 1000 } as const

export const GRIEVANCE_MESSAGES = defineMessages('grievances', {
  notFound: { en: 'Grievance not found', hi: 'शिकायत नहीं मिली' },
  invalidCategory: { en: 'Please choose a category from the list.', hi: 'कृपया सूची में से एक श्रेणी चुनें।' },
  tooManyFiles: {
    en: `You can attach at most ${ATTACHMENT_RULES.maxFiles} files.`,
    hi: `आप अधिकतम ${ATTACHMENT_RULES.maxFiles} फ़ाइलें संलग्न कर सकते हैं।`,
  },
  fileTooLarge: {
    en: `Each attachment must be at most ${ATTACHMENT_RULES.maxMB} MB.`,
    hi: `हर संलग्न फ़ाइल अधिकतम ${ATTACHMENT_RULES.maxMB} MB की हो सकती है।`,
  },
  wrongFileType: {
    en: 'Attachments must be PDF files or JPEG, PNG or WebP images.',
    hi: 'संलग्न फ़ाइलें PDF या JPEG, PNG या WebP चित्र होनी चाहिए।',
  },
  rateOpen: {
    en: 'You can rate the answer once your grievance is resolved.',
    hi: 'शिकायत का समाधान होने के बाद ही आप उत्तर को रेटिंग दे सकते हैं।',
  },
  ratedAlready: { en: 'You have already rated this answer.', hi: 'आप इस उत्तर को पहले ही रेटिंग दे चुके हैं।' },
  invalidRating: { en: 'Please give a rating from 1 to 5.', hi: 'कृपया 1 से 5 के बीच रेटिंग दें।' },
  reopenOpen: { en: 'Only a resolved grievance can be reopened.', hi: 'केवल समाधान की गई शिकायत ही फिर से खोली जा सकती है।' },
  reopenTooLate: { en: 'The time to reopen this grievance has passed.', hi: 'इस शिकायत को फिर से खोलने का समय निकल चुका है।' },
  reasonRequired: { en: 'Reason is required', hi: 'कारण आवश्यक है' },
  replyRequired: { en: 'Please write a reply.', hi: 'कृपया उत्तर लिखें।' },
  invalidAssignee: {
    en: 'A case can be assigned only to an admin or to a coordinator of its district.',
    hi: 'मामला केवल किसी एडमिन या उसके ज़िले के समन्वयक को सौंपा जा सकता है।',
  },
})
