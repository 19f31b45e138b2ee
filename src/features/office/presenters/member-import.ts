import type { DryRun } from '@/features/office/operations/import/dry-run'
import { planCounts } from '@/features/office/operations/import/plan'
import { messageText } from '@/platform/i18n/messages'

/**
 * The dry run as the import page shows it: counts, then every row by
 * its line in the file — to create, to update (what would change), dues to
 * record or already paid, errors (every field's problem) and duplicates (which
 * key, and the other line or member). The plan keeps each problem as a message token; here it is put in words, in
 * the language of the one who sent the file (the request's), so an English caller reads the spec's English.
 */
export function presentDryRun({ id, status, fileName, fileSha256, plan, lang }: DryRun) {
  return {
    id,
    status,
    fileName,
    fileSha256,
    counts: planCounts(plan),
    ignoredColumns: plan.ignoredColumns,
    creates: plan.creates.map(({ line, member, dues }) => ({
      line,
      name: member.name,
      ehrms: member.ehrms,
      email: member.email,
      phone: member.phone,
      district: member.district,
      paidYear: dues?.year ?? null,
    })),
    updates: plan.updates.map(({ line, memberId, ehrms, name, changes }) => ({ line, memberId, ehrms, name, changes })),
    dues: [
      ...plan.creates
        .filter((c) => c.dues)
        .map((c) => ({ line: c.line, ehrms: c.member.ehrms, memberId: null, year: c.dues!.year, reference: c.dues!.reference })),
      ...plan.dues.map(({ line, ehrms, memberId, year, reference }) => ({ line, ehrms, memberId, year, reference })),
    ].sort((a, b) => a.line - b.line),
    alreadyPaid: plan.alreadyPaid,
    errors: plan.errors.map(({ line, problems }) => ({
      line,
      problems: problems.map(({ field, message }) => ({ field, message: messageText(message, lang) })),
    })),
    duplicates: plan.duplicates.map((d) => ({ ...d, message: messageText(d.message, lang) })),
    unchanged: plan.unchanged,
  }
}
export type DryRunBody = ReturnType<typeof presentDryRun>
