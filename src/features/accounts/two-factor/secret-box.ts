import crypto from 'node:crypto'

/**
 * The TOTP secret at rest: AES-256-GCM under a key derived (HKDF-SHA256) from
 * PAYLOAD_SECRET, so a copy of the database alone gives no authenticator codes.
 * Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url); the version lets a later
 * key scheme sit beside this one. A changed PAYLOAD_SECRET makes old secrets
 * unreadable: admins then reset each other's second factor (or ADMIN_TOTP_SECRET).
 */
const VERSION = 'v1'
const INFO = 'upcho:second-factor-secret:v1'

const keyOf = (appSecret: string): Buffer => {
  if (!appSecret) throw new Error('PAYLOAD_SECRET is needed to store second-factor secrets')
  return Buffer.from(crypto.hkdfSync('sha256', appSecret, 'upcho-two-factor', INFO, 32))
}

export function sealSecret(plain: string, appSecret: string): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(appSecret), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [VERSION, iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.')
}

/** The secret, or null when the box was sealed with another key or tampered with. */
export function openSecret(sealed: string, appSecret: string): string | null {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== VERSION || !iv || !tag || body === undefined) return null
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(appSecret), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
