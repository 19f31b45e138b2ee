import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { ConfigError, parseEnv } from '../../../src/platform/config/env'

describe('parseEnv', () => {
  it('fills the documented defaults', () => {
    const env = parseEnv({})
    expect(env.port).toBe(3000)
    expect(env.membershipFeePaise).toBe(10000)
    expect(env.embeddedDatabase).toBe(true)
    expect(env.dataDir).toBe(path.resolve('./data'))
    expect(env.mediaDir).toBe(path.resolve('./data/media'))
    expect(env.razorpay.apiUrl).toBe('https://api.razorpay.com')
    expect(env.razorpay.sandbox).toBe(true)
    expect(env.seedDemo).toBe(true)
    expect(env.siteUrl).toBe('http://localhost:3000')
    expect(env.s3).toBeUndefined()
    expect(env.databasePoolMax).toBe(10)
  })

  it('reads every variable it documents', () => {
    const env = parseEnv({
      PORT: '8080',
      SITE_URL: 'https://upcho.example/',
      DATABASE_URL: 'postgres://u:p@db:5432/upcho',
      PAYLOAD_SECRET: 'a-very-long-secret-value',
      SEED_DEMO: 'false',
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 'sec',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_ENDPOINT: 'http://127.0.0.1:4568',
      DATABASE_POOL_MAX: '25',
    })
    expect(env.databasePoolMax).toBe(25)
    expect(env).toMatchObject({ port: 8080, siteUrl: 'https://upcho.example', embeddedDatabase: false, seedDemo: false })
    expect(env.razorpay.sandbox).toBe(false)
    expect(env.s3).toMatchObject({ bucket: 'media', endpoint: 'http://127.0.0.1:4568', region: 'us-east-1' })
  })

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: ' ' })).toMatchObject({ embeddedDatabase: true, port: 3000 })
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ MEMBERSHIP_FEE_PAISE: '10.5' }, 'MEMBERSHIP_FEE_PAISE'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ DATABASE_POOL_MAX: '0' }, 'DATABASE_POOL_MAX'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    [{ PAYLOAD_SECRET: 'short' }, 'PAYLOAD_SECRET'],
    [{ RAZORPAY_KEY_ID: 'rzp_test_x' }, 'RAZORPAY_KEY_SECRET'],
    [{ S3_BUCKET: 'media' }, 'S3_ACCESS_KEY_ID'],
  ])('rejects %o naming %s', (source, name) => {
    try {
      parseEnv(source)
      expect.unreachable('should have thrown')
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError)
      expect((err as Error).message).toContain(name)
    }
  })
})
