/**
 * Authenticator secrets printed in documentation, RFCs and this project's own examples:
 * anyone can compute their codes, so ADMIN_TOTP_SECRET may not be one of them outside the embedded
 * demo (src/platform/config/env.ts). A sample block repeated or cut short is the same sample, and so is a
 * secret of one repeated character.
 */
const SAMPLE_BLOCKS = [
  // Google Authenticator's wiki and most TOTP tutorials ("Hello!" + 0xDEADBEEF); this project's .env.example doubled it.
  'JBSWY3DPEHPK3PXP',
  // RFC 4226 / RFC 6238 test seed "1234567890" repeated (20 bytes: SHA-1).
  'GEZDGNBVGY3TQOJQ',
]
// RFC 6238's SHA-256 and SHA-512 seeds end in a partial block.
const SAMPLES = [
  'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZA',
  'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNA',
]

/** The secret as compared: upper case, without spaces and base32 padding. */
const normal = (secret: string) => secret.replace(/\s+/g, '').replace(/=+$/, '').toUpperCase()

export function isSampleTotpSecret(secret: string): boolean {
  const s = normal(secret)
  if (/^(.)\1*$/.test(s) || SAMPLES.includes(s)) return true
  return SAMPLE_BLOCKS.some((block) => block.repeat(Math.ceil(s.length / block.length)).startsWith(s))
}
