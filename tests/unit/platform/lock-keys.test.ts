import { describe, expect, it } from 'vitest'

import { PAIR_LOCKS, SINGLE_LOCKS } from '../../../src/platform/db/locks'

// Two features on one advisory-lock key would wait for each other (or, worse, run at once where each thought
// it was alone). Within each of PostgreSQL's two key spaces every key is used once.
describe('advisory-lock keys', () => {
  it.each([
    ['one-key locks', SINGLE_LOCKS],
    ['(key, id) locks', PAIR_LOCKS],
  ])('%s are distinct 32-bit integers', (_name, table) => {
    const keys = Object.values(table)
    expect(new Set(keys).size).toBe(keys.length)
    for (const key of keys) expect(Number.isInteger(key) && key > 0 && key < 2 ** 31).toBe(true)
  })
})
