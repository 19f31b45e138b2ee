import { formatMembershipId, membershipEndDate } from '@/features/payments/schemas'
import { membershipYear } from '@/features/membership/client'
import { giveReceipts, nextMembershipId } from '@/features/payments'
import { rows, sql, type Executor } from '../../../platform/db/sql'

/**
 * Dues the old roll says were paid: the year's membership becomes
 * paid with a membership id, and a captured payment of method 'import' records
 * the receipt reference, with a receipt number of this site like every other
 * payment. The one place the import credits dues; batched (a roll holds
 * thousands), with the same locks as membership-credit.ts.
 *
 * Membership ids come from credit.ts's nextMembershipId: under its
 * transaction-level advisory lock no other credit can take a number until this
 * transaction ends, so the first id it gives is followed by the next ones in
 * order (one lock and one query per year, not per member). Conditional like an
 * online credit: only an unpaid or pending year becomes paid; a year paid or
 * revoked in the meantime is left alone and reported back as not recorded.
 */

export type ImportedDues = { userId: number; year: string; reference: string | null }
export type RecordedDues = { userId: number; year: string; membershipId: string }

/** When an imported membership starts: today for this year, else 1 January (India) of its year. */
function startOf(year: string, now: Date): Date {
  return year === membershipYear(now) ? now : new Date(`${year}-01-01T00:00:00.000+05:30`)
}

const sequenceOf = (membershipId: string) => Number(membershipId.slice(membershipId.lastIndexOf('-') + 1))

export async function recordImportedDues(
  tx: Executor,
  items: readonly ImportedDues[],
  { actorId, feePaise, now = new Date() }: { actorId: number; feePaise: number; now?: Date },
): Promise<RecordedDues[]> {
  const recorded: RecordedDues[] = []
  for (const year of [...new Set(items.map((i) => i.year))].sort()) {
    const ofYear = items.filter((i) => i.year === year)
    const first = sequenceOf(await nextMembershipId(tx, year))
    const memberships = ofYear.map((item, n) => ({
      user_id: item.userId,
      membership_id: formatMembershipId(year, first + n),
      reference: item.reference,
    }))
    const start = startOf(year, now).toISOString()
    const end = membershipEndDate(year).toISOString()
    const paid = await rows(
      tx,
      sql`INSERT INTO memberships (user_id, membership_year, status, amount, start_date, end_date, membership_id)
        SELECT r.user_id, ${year}, 'paid', ${feePaise}, ${start}::timestamptz, ${end}::timestamptz, r.membership_id
        FROM jsonb_to_recordset(${JSON.stringify(memberships)}::jsonb) AS r(user_id int, membership_id text)
        ON CONFLICT (user_id, membership_year) DO UPDATE SET status = 'paid', amount = EXCLUDED.amount, start_date = EXCLUDED.start_date,
          end_date = EXCLUDED.end_date, membership_id = EXCLUDED.membership_id, revoked_at = NULL, revoked_reason = NULL, updated_at = now()
        WHERE memberships.status IN ('pending', 'unpaid')
        RETURNING user_id, membership_id`,
    )
    const paidIds = new Set(paid.map((r) => Number(r.user_id)))
    const payments = memberships.filter((m) => paidIds.has(m.user_id))
    const inserted = await rows(
      tx,
      sql`INSERT INTO payments (user_id, membership_year, amount, currency, status, method, reference, recorded_by_id)
      SELECT r.user_id, ${year}, ${feePaise}, 'INR', 'captured', 'import', r.reference, ${actorId}
      FROM jsonb_to_recordset(${JSON.stringify(payments)}::jsonb) AS r(user_id int, reference text)
      RETURNING id`,
    )
    // Every payment gets a receipt number (the old roll's reference stays beside it), like online and offline dues.
    await giveReceipts(
      tx,
      inserted.map((r) => Number(r.id)),
      now,
    )
    recorded.push(...paid.map((r) => ({ userId: Number(r.user_id), year, membershipId: String(r.membership_id) })))
  }
  return recorded
}
