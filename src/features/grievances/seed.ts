import { createLocalReq, type Payload } from 'payload'

import { addDays } from './rules/grievances'
import { addCaseEvent } from './operations/events'

/**
 * Two demo cases of the paid demo member, so the grievance desk can be tried at
 * once: one answered by the office and resolved (rate it, or reopen it), one
 * still open and waiting. Written once: a member who already has cases is left
 * as they are.
 */
const CASES = [
  {
    key: 'honorarium',
    subject: 'Honorarium for August not credited',
    description: 'My honorarium for August has not reached my bank account, although the other CHOs of my block have received theirs.',
    reply:
      'We have written to the district programme manager. The payment was held by a wrong account number in the PFMS entry; it has been corrected and the amount will be credited this week.',
    resolved: true,
  },
  {
    key: 'attendance-app',
    subject: 'Attendance app marks me absent on field days',
    description: 'On the days I go to the villages for screening, the attendance app marks me absent because I am away from the centre.',
    reply: null,
    resolved: false,
  },
] as const

export async function seedGrievances(payload: Payload, memberEmail: string, log: (msg: string) => void): Promise<void> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: memberEmail } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const member = docs[0]
  if (!member) return
  const has = await payload.count({ collection: 'grievances', where: { user: { equals: member.id } }, overrideAccess: true })
  if (has.totalDocs > 0) return
  const req = await createLocalReq({}, payload)
  for (const c of CASES) {
    const { docs: found } = await payload.find({
      collection: 'grievance-categories',
      where: { key: { equals: c.key } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const filedAt = addDays(new Date(), c.resolved ? -12 : -3)
    const grievance = await payload.create({
      collection: 'grievances',
      data: {
        user: member.id,
        subject: c.subject,
        description: c.description,
        status: 'pending',
        category: found[0]?.id,
        createdAt: filedAt.toISOString(),
      },
      overrideAccess: true,
      req,
    })
    if (c.reply) await addCaseEvent(req, grievance.id, { kind: 'reply', text: c.reply })
    if (c.resolved)
      await payload.update({ collection: 'grievances', id: grievance.id, data: { status: 'resolved' }, overrideAccess: true, req })
    log(`created demo grievance ${grievance.caseNumber}`)
  }
}
