import { describe, expect, it } from 'vitest'

import { ADMIN_TOTP_SAMPLE_MESSAGE, ConfigError, parseEnv } from '../../../src/platform/config/env'
import { isSampleTotpSecret } from '../../../src/platform/config/sample-totp-secrets'

/** A published example authenticator secret stops the start, except in the embedded demo. */
const WITH_DATABASE = { DATABASE_URL: 'postgres://u:p@db:5432/upcho', PAYLOAD_SECRET: 'a-very-long-secret-value' }

const SAMPLES = [
  'JBSWY3DPEHPK3PXP', // Google Authenticator's wiki and most tutorials
  'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', // .env.example before the second security review
  'jbsw y3dp ehpk 3pxp', // as an app shows it
  'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', // RFC 6238 SHA-1 seed
  'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZA', // RFC 6238 SHA-256 seed
  'AAAAAAAAAAAAAAAA',
]

describe('ADMIN_TOTP_SECRET', () => {
  it.each(SAMPLES)('refuses the published sample %s when DATABASE_URL is set', (secret) => {
    expect(isSampleTotpSecret(secret)).toBe(true)
    expect(() => parseEnv({ ...WITH_DATABASE, ADMIN_TOTP_SECRET: secret })).toThrow(ConfigError)
    try {
      parseEnv({ ...WITH_DATABASE, ADMIN_TOTP_SECRET: secret })
    } catch (err) {
      expect((err as ConfigError).problems).toEqual([`ADMIN_TOTP_SECRET: ${ADMIN_TOTP_SAMPLE_MESSAGE}`])
    }
  })

  it('lets the embedded demo (no DATABASE_URL) use a sample', () => {
    expect(parseEnv({ ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXP' }).adminTotpSecret).toBe('JBSWY3DPEHPK3PXP')
  })

  it("accepts a secret of one's own", () => {
    for (const secret of ['MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U', 'JBSWY3DPEHPK3PXQ']) {
      expect(isSampleTotpSecret(secret), secret).toBe(false)
      expect(parseEnv({ ...WITH_DATABASE, ADMIN_TOTP_SECRET: secret }).adminTotpSecret).toBe(secret)
    }
  })
})
