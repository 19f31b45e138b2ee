import path from 'node:path'
import proxyaddr from 'proxy-addr'
import { z } from 'zod'

import { isSampleTotpSecret } from './sample-totp-secrets'

/**
 * The one place that reads process.env. Everything else imports `env` (or calls
 * `parseEnv` in tests) so a bad value stops the start with a clear message.
 */

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
const optionalString = z.preprocess(emptyToUndefined, z.string().optional())
const optionalUrl = z.preprocess(emptyToUndefined, z.string().url().optional())

const booleanFlag = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], {
        message: 'must be true or false',
      })
      .optional()
      .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v))),
  )

export const ADMIN_TOTP_SAMPLE_MESSAGE =
  'is a published example secret (anyone can compute its codes): use one of your own (at least 16 random base32 characters), or leave it unset and enrol with the QR code at the first sign-in'

const schema = z
  .object({
    NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('production')),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
    SITE_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    // Connections each instance may hold; the instances' sum must stay under the server's max_connections.
    DATABASE_POOL_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(200).default(10)),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    PAYLOAD_SECRET: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.string().email().optional()),
    ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8, 'must be at least 8 characters').optional()),
    // The first admin's authenticator secret (base32, as authenticator apps show it; spaces ignored).
    ADMIN_TOTP_SECRET: z.preprocess(
      (v) => emptyToUndefined(typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() : v),
      z
        .string()
        .regex(/^[A-Z2-7]{16,128}=*$/, 'must be base32 (A-Z, 2-7), at least 16 characters')
        .optional(),
    ),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('UP CHO Association <no-reply@localhost>')),
    RAZORPAY_KEY_ID: optionalString,
    RAZORPAY_KEY_SECRET: optionalString,
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    RAZORPAY_API_URL: z.preprocess(emptyToUndefined, z.string().url().default('https://api.razorpay.com')),
    RAZORPAY_CHECKOUT_URL: optionalUrl,
    MEMBERSHIP_FEE_PAISE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100, 'must be at least 100 (Rs 1)').default(10000)),
    SEED_DEMO: booleanFlag(true),
    S3_BUCKET: optionalString,
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    TRUSTED_PROXIES: z.preprocess(emptyToUndefined, z.string().optional()).transform((v, ctx) => {
      const list = (v ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
      for (const entry of list) {
        try {
          proxyaddr.compile(entry)
        } catch {
          ctx.addIssue({ code: 'custom', message: `"${entry}" is not an IP address or CIDR range (e.g. 127.0.0.1/8,10.0.0.0/8)` })
        }
      }
      return list
    }),
  })
  .superRefine((v, ctx) => {
    if (v.RAZORPAY_KEY_ID && !v.RAZORPAY_KEY_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['RAZORPAY_KEY_SECRET'], message: 'is required when RAZORPAY_KEY_ID is set' })
    }
    // A published example secret gives anyone the admin's codes. The embedded demo (no DATABASE_URL) may use one.
    if (v.ADMIN_TOTP_SECRET && v.DATABASE_URL && isSampleTotpSecret(v.ADMIN_TOTP_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_TOTP_SECRET'], message: ADMIN_TOTP_SAMPLE_MESSAGE })
    }
    if (v.S3_BUCKET && !(v.S3_ACCESS_KEY_ID && v.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set',
      })
    }
  })

export type Env = ReturnType<typeof toEnv>

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

function toEnv(v: z.output<typeof schema>) {
  const dataDir = path.resolve(v.DATA_DIR)
  const port = v.PORT
  return {
    nodeEnv: v.NODE_ENV,
    port,
    host: v.HOST,
    siteUrl: (v.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    databaseUrl: v.DATABASE_URL,
    databasePoolMax: v.DATABASE_POOL_MAX,
    /** True when the start script owns a PostgreSQL under dataDir. */
    embeddedDatabase: !v.DATABASE_URL,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    outboxDir: path.join(dataDir, 'outbox'),
    payloadSecret: v.PAYLOAD_SECRET,
    adminEmail: v.ADMIN_EMAIL,
    adminPassword: v.ADMIN_PASSWORD,
    adminTotpSecret: v.ADMIN_TOTP_SECRET,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    razorpay: {
      keyId: v.RAZORPAY_KEY_ID,
      keySecret: v.RAZORPAY_KEY_SECRET,
      webhookSecret: v.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: v.RAZORPAY_API_URL.replace(/\/+$/, ''),
      checkoutUrl: v.RAZORPAY_CHECKOUT_URL,
      /** Without keys a local sandbox gateway stands in (see the payments issue). */
      sandbox: !v.RAZORPAY_KEY_ID,
    },
    membershipFeePaise: v.MEMBERSHIP_FEE_PAISE,
    /** The load balancers whose X-Forwarded-For entries are believed; none: the socket address is the client. */
    trustedProxies: v.TRUSTED_PROXIES,
    seedDemo: v.SEED_DEMO,
    s3: v.S3_BUCKET
      ? {
          bucket: v.S3_BUCKET,
          endpoint: v.S3_ENDPOINT,
          region: v.S3_REGION,
          accessKeyId: v.S3_ACCESS_KEY_ID as string,
          secretAccessKey: v.S3_SECRET_ACCESS_KEY as string,
        }
      : undefined,
  }
}

export function parseEnv(source: Record<string, string | undefined>) {
  const result = schema.safeParse(source)
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`))
  }
  return toEnv(result.data)
}

let cached: Env | undefined

/** The parsed configuration of this process, read once. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
