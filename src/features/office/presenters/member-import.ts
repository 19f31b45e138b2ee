import type { DryRun } from '@/features/office/operations/import/dry-run'
import { planCounts } from '@/features/office/operations/import/plan'

/**
 * The dry run as the import page shows it: counts, then every row by
 * its line in the file — to create, to update (what would change), dues to
 * record or already paid, errors (every field's problem) and duplicates (which
 * key, and the other line or member).
 */
export function presentDryRun({ id, status, fileName, fileSha256, plan }: DryRun) {
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
    errors: plan.errors,
    duplicates: plan.duplicates,
    unchanged: plan.unchanged,
  }
}
export type DryRunBody = ReturnType<typeof presentDryRun>
