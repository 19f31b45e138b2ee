/**
 * The consent ledger's vocabulary (DPDP Act §6) and its pure rules.
 * 'membership' is the consent given at registration; the other purposes are
 * opt-ins a member may give or withdraw at any time.
 */
export const CONSENT_PURPOSES = ['membership', 'newsletter', 'whatsapp'] as const
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]
export const OPT_IN_PURPOSES = ['newsletter', 'whatsapp'] as const satisfies readonly ConsentPurpose[]
export type OptInPurpose = (typeof OPT_IN_PURPOSES)[number]

/** Whether a value (a link's parameter, a request's field) names an opt-in purpose. */
export const isOptInPurpose = (value: unknown): value is OptInPurpose => OPT_IN_PURPOSES.some((p) => p === value)

export const CONSENT_ACTIONS = ['granted', 'withdrawn'] as const
export type ConsentAction = (typeof CONSENT_ACTIONS)[number]

export const CONSENT_CHANNELS = ['registration', 'profile', 'mail', 'sign-in', 'backfill'] as const
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number]

export const CONSENT_LANGUAGES = ['en', 'hi'] as const
export type ConsentLanguage = (typeof CONSENT_LANGUAGES)[number]

/** Backfilled grants confirm no version: the member has never seen a versioned notice. */
export const BACKFILL_NOTICE_VERSION = 0

export type LedgerEntry = {
  purpose: ConsentPurpose
  action: ConsentAction
  noticeVersion: number
  language: ConsentLanguage
  createdAt: string
}

export type ConsentPeriod = {
  purpose: ConsentPurpose
  noticeVersion: number
  language: ConsentLanguage
  givenAt: string
  withdrawnAt: string | null
}

/**
 * Each grant paired with the withdrawal that ended it (null while in force).
 * Entries must be in ledger order; a grant repeated while in force (a confirmed
 * newer notice) ends the earlier period and starts a new one at that moment.
 */
export function consentPeriods(entries: readonly LedgerEntry[]): ConsentPeriod[] {
  const periods: ConsentPeriod[] = []
  const open = new Map<ConsentPurpose, ConsentPeriod>()
  for (const entry of entries) {
    const current = open.get(entry.purpose)
    if (entry.action === 'withdrawn') {
      if (current) current.withdrawnAt = entry.createdAt
      open.delete(entry.purpose)
      continue
    }
    if (current) current.withdrawnAt = entry.createdAt
    const period: ConsentPeriod = {
      purpose: entry.purpose,
      noticeVersion: entry.noticeVersion,
      language: entry.language,
      givenAt: entry.createdAt,
      withdrawnAt: null,
    }
    periods.push(period)
    open.set(entry.purpose, period)
  }
  return periods
}

/** Whether each purpose is in force after these entries (ledger order). */
export function currentChoices(entries: readonly Pick<LedgerEntry, 'purpose' | 'action'>[]): Record<ConsentPurpose, boolean> {
  const state: Record<ConsentPurpose, boolean> = { membership: false, newsletter: false, whatsapp: false }
  for (const entry of entries) state[entry.purpose] = entry.action === 'granted'
  return state
}
