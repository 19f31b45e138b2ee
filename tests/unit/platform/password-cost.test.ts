import { pbkdf2, pbkdf2Sync } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { describe, expect, it, vi } from 'vitest'

import { generatePasswordSaltHash } from '../../../node_modules/payload/dist/auth/strategies/local/generatePasswordSaltHash.js'
import { passwordMatches } from '../../../src/features/accounts/operations/password-check'

// The test run's low password-hash cost (tests/support/password-cost.ts) must never reach the site users run.
const hashOf = (password: string) =>
  generatePasswordSaltHash({ isPasswordAuthenticated: true, password } as Parameters<typeof generatePasswordSaltHash>[0])
const expected = (password: string, salt: string, rounds: number) =>
  `pbkdf2-sha256-v1:${pbkdf2Sync(password, salt, rounds, 32, 'sha256').toString('hex')}`

describe('the password-hash cost', () => {
  it('is 600,000 rounds where the test setting is not loaded: Payload hashes so, and the site checks so', async () => {
    const { hash, salt } = await hashOf('Secret-pass-123')
    expect(hash).toBe(expected('Secret-pass-123', salt, 600_000))
    expect(await passwordMatches({ hash, salt }, 'Secret-pass-123')).toBe(true)
    expect(await passwordMatches({ hash, salt }, 'Secret-pass-124')).toBe(false)
  })

  it('nothing the site runs loads the test setting: not src/, scripts/, the configs or the npm scripts', () => {
    const files = [
      ...['src', 'scripts'].flatMap((dir) =>
        fs
          .readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .filter((f) => /\.(ts|tsx|mjs|js)$/.test(f))
          .map((f) => path.join(dir, f)),
      ),
      'payload.config.ts',
      'next.config.ts',
      'package.json',
    ]
    const loading = files.filter((file) => fs.readFileSync(file, 'utf8').includes('password-cost'))
    expect(files.length).toBeGreaterThan(100)
    expect(loading).toEqual([])
  })

  // Last: loading the module changes this process's crypto.
  it('the test setting turns only the 600,000-round calls into TEST_PASSWORD_ROUNDS (1,000) rounds', async () => {
    await import('../../support/password-cost')
    const { hash, salt } = await hashOf('Secret-pass-123')
    expect(hash).toBe(expected('Secret-pass-123', salt, 1_000))
    // The site's own check, loaded after the setting as in a test app, checks at the same cost.
    vi.resetModules()
    const loadedAfter = await import('../../../src/features/accounts/operations/password-check')
    expect(await loadedAfter.passwordMatches({ hash, salt }, 'Secret-pass-123')).toBe(true)
    // Payload's older hashes (25,000 rounds) and any other caller keep their own count.
    const legacy = await promisify(pbkdf2)('Secret-pass-123', salt, 25_000, 64, 'sha256')
    expect(legacy.equals(pbkdf2Sync('Secret-pass-123', salt, 25_000, 64, 'sha256'))).toBe(true)
  })
})
