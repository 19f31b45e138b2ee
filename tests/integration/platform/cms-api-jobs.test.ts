import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { signIn } from '../../support/admin-fixtures'
import { call } from '../../support/auth'
import { cmsApi } from '../../support/cms-api'
import { createUser, testPayload } from '../../support/payload'

/**
 * The jobs queue's inputs carry members' data (an import's rows, a mail's address),
 * so /cms-api/payload-jobs is for admins with a confirmed second factor: not editors (content only, no
 * second factor), not an admin whose factor is not set up. The full matrix is cms-api-matrix.test.ts.
 */
let payload: Payload
let job: { id: number | string }

beforeAll(async () => {
  payload = await testPayload()
  job = (await payload.create({
    collection: 'payload-jobs',
    data: { taskSlug: 'deliverMail', queue: 'jobs-access', input: {} },
    overrideAccess: true,
  } as never)) as { id: number | string }
})

describe('/cms-api/payload-jobs', () => {
  it('refuses an editor (403) on the list and on a job', async () => {
    const editor = await signIn(payload, 'editor')
    expect((await cmsApi('GET', 'payload-jobs?depth=0', { token: editor.token })).status).toBe(403)
    expect((await cmsApi('GET', `payload-jobs/${job.id}?depth=0`, { token: editor.token })).status).toBe(403)
  })

  it('refuses an admin without a confirmed second factor (403)', async () => {
    const admin = await createUser(payload, 'admin', { secondFactor: false })
    const res = await call((await import('../../../src/app/api/auth/login/route')).POST, '/api/auth/login', {
      body: { email: admin.email, password: 'Secret-pass-123' },
    })
    const { token } = (await res.json()) as { token: string }
    expect((await cmsApi('GET', 'payload-jobs?depth=0', { token })).status).toBe(403)
    expect((await cmsApi('GET', `payload-jobs/${job.id}?depth=0`, { token })).status).toBe(403)
  })

  it('lets an admin with the second factor read it', async () => {
    const admin = await signIn(payload, 'admin')
    expect((await cmsApi('GET', `payload-jobs/${job.id}?depth=0`, { token: admin.token })).status).toBe(200)
  })
})
