import { createLocalReq, type Payload } from 'payload'

import { setClockForTests } from '../../src/platform/clock'
import { addCaseEvent } from '../../src/features/grievances/operations/events'
import { createUser } from './payload'

/**
 * The generated month of cases behind tests/integration/grievances/grievance-report.test.ts: 40
 * cases filed in March 2019 (India's dates; a month no other test files in), in 3
 * categories and 7 districts, in five groups that behave alike. The test's expected
 * figures are counted by hand from this table, not by the SQL under test.
 *
 *   group  cases  first reply   resolved            rating  reopened
 *   G1     10     day 2         day 5               5       –
 *   G2      8     day 4         day 10              3       –
 *   G3      6     day 10 (+ an internal note on day 1, which is no reply)   in progress
 *   G4      5     day 25 (late) day 30, reopened day 32, resolved again day 40; rated 2
 *   G5     11     –             –  (pending, past due)
 * An answer is due 21 days after filing.
 */

export const D = { A: 'Hardoi', B: 'Sitapur', C: 'Lucknow', D: 'Agra', E: 'Kanpur Nagar', F: 'Varanasi', G: 'Gorakhpur' } as const
export const CAT = { X: 'honorarium', Y: 'attendance-app', S: 'harassment' } as const
type Letter = keyof typeof D
type Cat = keyof typeof CAT

type Group = { reply?: number; resolved?: number; rating?: number; reopen?: boolean; note?: boolean; cases: [Letter, Cat][] }
const pairs = (districts: string, cats: string) => [...districts].map((d, i) => [d as Letter, cats[i] as Cat] as [Letter, Cat])

export const GROUPS: Group[] = [
  { reply: 2, resolved: 5, rating: 5, cases: pairs('AAAABBCCDE', 'XXXSXYXYXY') },
  { reply: 4, resolved: 10, rating: 3, cases: pairs('AABBCDEF', 'YYXSXXYX') },
  { reply: 10, note: true, cases: pairs('ABCDEF', 'XYXYXS') },
  { reply: 25, resolved: 40, rating: 2, reopen: true, cases: pairs('ABCDE', 'YXSXY') },
  { cases: pairs('AABBCCDDEFG', 'XYXYSXYXYXY') },
]

const DAY = 24 * 60 * 60 * 1000
/** 10:00 in India on a March 2019 day. */
const marchDay = (n: number) => new Date(Date.UTC(2019, 2, n, 4, 30))
export const CASE_TEXT = { subject: 'Report fixture subject zqx', description: 'Report fixture description zqx — private words' }

export async function fileCase(payload: Payload, user: number, category: number, at: Date) {
  setClockForTests(at)
  try {
    const g = await payload.create({
      collection: 'grievances',
      data: { user, category, status: 'pending', ...CASE_TEXT },
      overrideAccess: true,
    })
    return payload.update({
      collection: 'grievances',
      id: g.id,
      data: { dueAt: new Date(at.getTime() + 21 * DAY).toISOString() },
      overrideAccess: true,
    })
  } finally {
    setClockForTests(null)
  }
}

async function event(payload: Payload, id: number, kind: 'reply' | 'note', at: Date) {
  setClockForTests(at)
  try {
    await addCaseEvent(await createLocalReq({}, payload), id, { kind, text: `A ${kind} of the report fixture` })
  } finally {
    setClockForTests(null)
  }
}

/** Files the 40 cases, plus four just outside March (which no figure may count). Returns the members and the case numbers. */
export async function generateMonth(payload: Payload) {
  const users = Object.fromEntries(
    await Promise.all(
      Object.entries(D).map(async ([letter, district]) => [
        letter,
        await createUser(payload, 'member', { district, name: `Fixture Member ${letter}` }),
      ]),
    ),
  ) as Record<Letter, { id: number; name?: string | null }>
  const { docs } = await payload.find({
    collection: 'grievance-categories',
    where: { key: { in: Object.values(CAT) } },
    depth: 0,
    overrideAccess: true,
  })
  const catId = (c: Cat) => docs.find((d) => d.key === CAT[c])!.id
  const caseNumbers: string[] = []
  let n = 0
  for (const [gi, group] of GROUPS.entries()) {
    for (const [ci, [letter, cat]] of group.cases.entries()) {
      // The pending group holds the month's first and last instants (00:00 on 1 March, 23:59 on 31 March in India).
      const filed =
        gi === 4 && ci === 0
          ? new Date('2019-02-28T18:30:00.000Z')
          : gi === 4 && ci === group.cases.length - 1
            ? new Date('2019-03-31T18:29:00.000Z')
            : marchDay(1 + (n % 28))
      n++
      const g = await fileCase(payload, users[letter].id, catId(cat), filed)
      caseNumbers.push(g.caseNumber!)
      const at = (days: number) => new Date(filed.getTime() + days * DAY)
      if (group.note) await event(payload, g.id, 'note', at(1))
      if (group.reply !== undefined) await event(payload, g.id, 'reply', at(group.reply))
      const data: Record<string, unknown> = {}
      if (group.reply !== undefined)
        Object.assign(data, {
          firstReplyAt: at(group.reply).toISOString(),
          lastReplyAt: at(group.reply).toISOString(),
          status: 'in-progress',
        })
      if (group.resolved !== undefined) Object.assign(data, { status: 'resolved', resolvedAt: at(group.resolved).toISOString() })
      if (group.rating !== undefined) Object.assign(data, { rating: group.rating, ratedAt: at(group.resolved! + 1).toISOString() })
      if (group.reopen) Object.assign(data, { reopenCount: 1, reopenedAt: at(32).toISOString() })
      if (Object.keys(data).length) await payload.update({ collection: 'grievances', id: g.id, data, overrideAccess: true })
    }
  }
  // Just outside the month: 23:59 on 28 February and 00:00 on 1 April in India; and a case of April.
  for (const at of ['2019-02-28T18:29:00.000Z', '2019-03-31T18:30:00.000Z', '2019-04-10T04:30:00.000Z'])
    await fileCase(payload, users.A.id, catId('X'), new Date(at))
  return { users, caseNumbers }
}
