import type { Payload } from 'payload'
import { beforeAll } from 'vitest'

import { userWithToken } from './cms-api'
import { createUser, testPayload } from './payload'

/**
 * The callers of the /cms-api access matrices (cms-api-matrix.test.ts, cms-api-globals.test.ts) and the rules their
 * answers come from (deny by default): a file calls useCmsCallers() once, then uses payload, users, other and tokenOf.
 */
export type Caller = 'anonymous' | 'member' | 'editor' | 'admin'
export type Rule = 'anyone' | 'staff' | 'admins' | 'adminsOrOwner' | 'adminsOrSelf' | 'nobody'
export type Scope = 'all' | 'own' | 'none'

export const CALLERS: Caller[] = ['anonymous', 'member', 'editor', 'admin']
const SCOPES: Record<Rule, Partial<Record<Caller, Scope>>> = {
  anyone: { anonymous: 'all', member: 'all', editor: 'all', admin: 'all' },
  staff: { editor: 'all', admin: 'all' },
  admins: { admin: 'all' },
  adminsOrOwner: { member: 'own', admin: 'all' },
  adminsOrSelf: { member: 'own', editor: 'own', admin: 'all' },
  nobody: {},
}
export const scope = (rule: Rule, caller: Caller): Scope => SCOPES[rule][caller] ?? 'none'

export let payload: Payload
export const users = {} as Record<Exclude<Caller, 'anonymous'>, Awaited<ReturnType<typeof userWithToken>>>
/** A member who is none of the callers: the owner of "somebody else's" rows. */
export let other: { id: number }
export const tokenOf = (caller: Caller) => (caller === 'anonymous' ? undefined : users[caller].token)

/** Registers the file's setup: the test Payload, a member, an editor and an admin signed in, and another member. */
export function useCmsCallers() {
  beforeAll(async () => {
    payload = await testPayload()
    ;[users.member, users.editor, users.admin] = await Promise.all([
      userWithToken(payload, 'member'),
      userWithToken(payload, 'editor'),
      userWithToken(payload, 'admin'),
    ])
    other = await createUser(payload)
  })
}
