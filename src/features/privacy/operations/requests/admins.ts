import type { Payload, PayloadRequest } from 'payload'

/** Who the office's data-request mails go to: every admin (coordinators do not decide data requests). */
export async function adminRecipients(payload: Payload, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
    select: { email: true, name: true, preferredLanguage: true },
  })
  return docs
}
