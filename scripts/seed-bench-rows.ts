import type { Payload } from 'payload'

import { DISTRICTS } from '../src/platform/config/districts'
import { membershipYear } from '@/features/membership/client'
import { drizzleOf, rows, sql, type Executor } from '../src/platform/db/sql'
import { DEFAULT_GRIEVANCE_TIMES } from '@/features/grievances/client'
import { backfillCases } from '@/features/grievances'
import { transaction } from '@/platform/db/transaction'

/**
 * The rows of `npm run seed:bench` (scripts/seed-bench.ts). Every choice (district,
 * status, method, month) comes from a hash of the row's id, so two runs make the same
 * roll and nothing depends on random(). Districts are deliberately uneven (a few large,
 * many small), as the real roll is.
 */

type Options = {
  members: number
  domain: string
  password: string
  adminEmail: string
  step: <T>(label: string, fn: () => Promise<T>) => Promise<T>
}

const FIRST = [
  'Sunita',
  'Anita',
  'Pooja',
  'Neha',
  'Priya',
  'Rekha',
  'Kavita',
  'Ravi',
  'Amit',
  'Rahul',
  'Sanjay',
  'Deepak',
  'सुनीता',
  'अनीता',
  'पूजा',
  'राकेश',
  'मनोज',
  'प्रियंका',
]
const LAST = ['Maurya', 'Yadav', 'Verma', 'Singh', 'Gupta', 'Mishra', 'Pandey', 'Tiwari', 'Kushwaha', 'Pal', 'मौर्य', 'यादव', 'वर्मा', 'सिंह']
const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`

/**
 * A value in [0, 1000) from a row id and a salt: the same every run. PostgreSQL's own integer hash, so
 * two salts give unrelated values (a linear formula made a member's district decide their status).
 */
const hash = (column: string, salt: number) => sql.raw(`((hashint8(${column}::bigint * 1000 + ${salt}) & 2147483647) % 1000)`)

export async function seedBenchRows(payload: Payload, { members, domain, password, adminEmail, step }: Options) {
  const bench = `%@${domain}`
  const year = Number(membershipYear())
  const years = [year - 2, year - 1, year].map(String)

  await step('removing an earlier bench roll', () =>
    transaction(payload, async (tx) => {
      const ids = sql`(SELECT id FROM users WHERE email LIKE ${bench})`
      for (const table of ['grievances', 'payments', 'memberships'])
        await tx.execute(sql`DELETE FROM ${sql.raw(table)} WHERE user_id IN ${ids}`)
      await tx.execute(sql`DELETE FROM member_events WHERE member_id IN ${ids}`)
      await tx.execute(sql`DELETE FROM users WHERE email LIKE ${bench}`)
    }),
  )

  // The one PBKDF2 hash: Payload hashes the admin's password; every member reuses its salt and hash.
  const admin = await step('bench admin (the one password hash)', () =>
    payload.create({
      collection: 'users',
      data: { email: adminEmail, password, name: 'Bench admin', role: 'admin' },
      overrideAccess: true,
    }),
  )

  // Statistics after each bulk insert: without them PostgreSQL plans the next join as if the tables were empty (minutes, not seconds).
  const analyze = (tx: Executor, table: string) => tx.execute(sql`ANALYZE ${sql.raw(table)}`)
  await transaction(payload, async (tx) => {
    await step(`${members} members`, () => insertMembers(tx, members, domain, admin.id))
    await analyze(tx, 'users')
    await step('memberships, three years', () => insertMemberships(tx, years, year, bench))
    await analyze(tx, 'memberships')
    for (const y of years) await step(`membership ids ${y}`, () => numberMemberships(tx, y, bench))
    await step('payments (online and offline)', () => insertPayments(tx, bench, admin.id))
    await step('grievances', async () => {
      await insertGrievances(tx, bench)
      // Raw rows skip the collection's hooks: give them case numbers, districts and due dates as the migration did.
      await backfillCases(tx, DEFAULT_GRIEVANCE_TIMES.answerDays)
    })
  })
  const db = drizzleOf(payload)
  // Fresh statistics, as autovacuum would soon give them: the benchmarks measure a settled database.
  await step('analyze', async () => {
    for (const table of ['users', 'memberships', 'payments', 'grievances']) await db.execute(sql`ANALYZE ${sql.raw(table)}`)
  })
  const [counts] = await rows(
    db,
    sql`SELECT (SELECT count(*) FROM users WHERE email LIKE ${bench})::int AS users,
      (SELECT count(*) FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email LIKE ${bench})::int AS memberships,
      (SELECT count(*) FROM payments p JOIN users u ON u.id = p.user_id WHERE u.email LIKE ${bench})::int AS payments,
      (SELECT count(*) FROM grievances g JOIN users u ON u.id = g.user_id WHERE u.email LIKE ${bench})::int AS grievances`,
  )
  console.log('rows:', counts)
}

async function insertMembers(tx: Executor, members: number, domain: string, adminId: number) {
  // District index 1..75, skewed towards the start of a shuffled order: u^1.4 piles up near 0.
  await tx.execute(sql`
    INSERT INTO users (name, role, email, ehrms, gender, district, block, phone, ayushman, dob, joining_date, salt, hash, created_at, updated_at)
    SELECT
      (${textArray(FIRST)})[1 + g % ${FIRST.length}] || ' ' || (${textArray(LAST)})[1 + (g / 7) % ${LAST.length}],
      'member', 'cho-' || g || '@' || ${domain}, 'BEN' || lpad(g::text, 7, '0'),
      (CASE WHEN g % 3 = 0 THEN 'Male' ELSE 'Female' END)::enum_users_gender,
      ((${textArray(DISTRICTS)})[1 + ((floor(75 * power(${hash('g', 11)} / 1000.0, 1.4))::int * 31) % 75)])::enum_users_district,
      'Block ' || (1 + ${hash('g', 23)} % 14),
      (9000000000 + g)::text,
      'Ayushman Arogya Mandir ' || (1 + ${hash('g', 37)} % 60),
      timestamp '1982-01-01' + (${hash('g', 41)} * 5) * interval '1 day',
      timestamp '2018-04-01' + (${hash('g', 43)} * 2) * interval '1 day',
      src.salt, src.hash,
      now() - (g % 1000) * interval '1 day', now()
    FROM generate_series(1, ${members}) AS g, (SELECT salt, hash FROM users WHERE id = ${adminId}) AS src`)
}

/**
 * Per year a status from the member's hash: past years mostly paid, this year fewer
 * (renewals still coming in); some pending orders, revocations, explicit unpaid
 * records, and members with no record at all (unpaid too).
 */
async function insertMemberships(tx: Executor, years: string[], current: number, bench: string) {
  for (const y of years) {
    const now = Number(y) === current
    const [paid, revoked, pending, unpaid] = now ? [420, 435, 500, 560] : [650, 670, 690, 750]
    const r = hash('u.id', Number(y))
    await tx.execute(sql`
      INSERT INTO memberships (user_id, membership_year, status, amount, start_date, end_date, revoked_at, revoked_reason)
      SELECT u.id, ${y}, s.status::enum_memberships_status, 10000,
        CASE WHEN s.status IN ('paid', 'revoked') THEN ${`${y}-01-01T00:00:00+05:30`}::timestamptz + (${r} % 150) * interval '1 day' END,
        CASE WHEN s.status IN ('paid', 'revoked') THEN ${`${y}-12-31T23:59:59+05:30`}::timestamptz END,
        CASE WHEN s.status = 'revoked' THEN ${`${y}-07-01T10:00:00+05:30`}::timestamptz END,
        CASE WHEN s.status = 'revoked' THEN 'Benchmark: revoked for cause' END
      FROM users u
      CROSS JOIN LATERAL (SELECT CASE WHEN ${r} < ${paid} THEN 'paid' WHEN ${r} < ${revoked} THEN 'revoked'
        WHEN ${r} < ${pending} THEN 'pending' WHEN ${r} < ${unpaid} THEN 'unpaid' END AS status) s
      WHERE u.email LIKE ${bench} AND s.status IS NOT NULL`)
  }
}

/** Membership ids as crediting gives them (UPCHO-<year>-<six digits>), after any already there, so the site's next id follows on. */
async function numberMemberships(tx: Executor, year: string, bench: string) {
  await tx.execute(sql`
    WITH base AS (
      SELECT coalesce(max(substring(membership_id from 12)::int), 0) AS n FROM memberships WHERE membership_id ~ ${`^UPCHO-${year}-[0-9]+$`}
    ), numbered AS (
      SELECT m.id, row_number() OVER (ORDER BY m.start_date, m.id) AS rn FROM memberships m JOIN users u ON u.id = m.user_id
      WHERE u.email LIKE ${bench} AND m.membership_year = ${year} AND m.status IN ('paid', 'revoked')
    )
    UPDATE memberships m SET membership_id = 'UPCHO-' || ${year} || '-' || lpad((base.n + numbered.rn)::text, 6, '0')
    FROM numbered, base WHERE m.id = numbered.id`)
}

/** A captured payment for every paid (and later revoked) membership, an open order for every pending one. */
async function insertPayments(tx: Executor, bench: string, adminId: number) {
  const r = hash('m.id', 7)
  const method = sql`CASE WHEN m.status = 'pending' OR ${r} < 600 THEN 'razorpay' WHEN ${r} < 720 THEN 'upi' WHEN ${r} < 840 THEN 'cash'
    WHEN ${r} < 940 THEN 'bank-transfer' ELSE 'cheque' END`
  await tx.execute(sql`
    INSERT INTO payments (provider_order_id, provider_payment_id, user_id, membership_year, amount, currency, status, method, reference, received_on, recorded_by_id, created_at, updated_at)
    SELECT
      CASE WHEN p.method = 'razorpay' THEN 'order_bench_' || m.id END,
      CASE WHEN p.method = 'razorpay' AND m.status <> 'pending' THEN 'pay_bench_' || m.id END,
      m.user_id, m.membership_year, m.amount, 'INR',
      (CASE WHEN m.status = 'pending' THEN 'created' ELSE 'captured' END)::enum_payments_status,
      p.method::enum_payments_method,
      CASE WHEN p.method <> 'razorpay' THEN 'BENCH-' || m.id END,
      CASE WHEN p.method <> 'razorpay' THEN p.at END,
      CASE WHEN p.method <> 'razorpay' THEN ${adminId}::int END,
      p.at, p.at
    FROM memberships m JOIN users u ON u.id = m.user_id
    CROSS JOIN LATERAL (SELECT ${method} AS method,
      least(now(), coalesce(m.start_date, (m.membership_year || '-01-05T11:00:00+05:30')::timestamptz + (${r} % 200) * interval '1 day')) AS at) p
    WHERE u.email LIKE ${bench} AND m.status IN ('paid', 'revoked', 'pending')`)
}

/** About one member in 25 has raised a grievance: most resolved, some open. */
async function insertGrievances(tx: Executor, bench: string) {
  const r = hash('u.id', 99)
  await tx.execute(sql`
    INSERT INTO grievances (user_id, subject, description, status, created_at, updated_at)
    SELECT u.id, 'Honorarium not received',
      'My honorarium for the last quarter has not been credited to my account.',
      (CASE WHEN ${r} < 15 THEN 'pending' WHEN ${r} < 25 THEN 'in-progress' ELSE 'resolved' END)::enum_grievances_status,
      now() - (${r} % 300) * interval '1 day', now()
    FROM users u WHERE u.email LIKE ${bench} AND ${r} < 40`)
}
