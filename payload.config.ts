import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { s3Storage } from '@payloadcms/storage-s3'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { log } from './src/platform/log'
import { withoutPoolLeak } from './src/platform/db/postgres-adapter'

import { csrfOrigins } from './src/platform/access/csrf'
import { payloadInternalsForStaff } from './src/platform/access/payload-internals'
import { controlCharsRefused } from './src/platform/payload/control-chars'
import { CircularTags, Circulars } from '@/features/circulars/model'
import { News, Photos, Videos, globals } from '@/features/content/model'
import { ContactSubmissions } from '@/features/contact/model'
import { Grievances, GrievanceCategories, GrievanceEvents, GrievanceSettings } from '@/features/grievances/model'
import { AccessLog, DataRequests, Consents, NoticeVersions, UserExports, RetentionSettings } from '@/features/privacy/model'
import { MailOutbox } from './src/platform/mail/outbox-collection'
import { MemberEvents, MemberImports } from '@/features/office/model'
import { Memberships } from '@/features/membership/model'
import { PasswordResets, Users } from '@/features/accounts/model'
import { Payments, WebhookEvents } from '@/features/payments/model'
import { RenewalOptOuts, RenewalReminders, RenewalSettings } from '@/features/renewals/model'
import { databaseInputErrors } from './src/platform/db/input-errors'
import {
  Documents,
  GalleryImages,
  GalleryThumbnails,
  GrievanceAttachments,
  Images,
  UPLOAD_PREFIXES,
} from './src/platform/uploads/collections'
import { getEnv } from './src/platform/config/env'
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES } from './src/platform/i18n/locales'
import { jobs, jobStatsForStaff } from './src/runtime/jobs'
import { createMailTransport, splitFrom } from './src/platform/mail/mailer'
import { associationNameForMails } from './src/platform/mail/association'
import { PREVIEW_COLLECTIONS, PREVIEW_GLOBALS, previewUrl } from './src/platform/http/preview-targets'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = getEnv()
const from = splitFrom(env.mailFrom)

export default buildConfig({
  // Payload's admin UI and REST/GraphQL API live away from the spec's /admin and /api.
  routes: { admin: '/cms', api: '/cms-api', graphQL: '/graphql', graphQLPlayground: '/graphql-playground' },
  // Empty on purpose: upload URLs stay relative (/cms-api/...), so the site works behind any host name.
  serverURL: '',
  // Payload's cookie signs a request in only from the site's own origin (SITE_URL): src/platform/access/csrf.ts.
  csrf: csrfOrigins(env.siteUrl),
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' — CMS' },
    // Gravatar is a third-party service these machines (and many members' networks) cannot reach.
    avatar: 'default',
    // The content desk's live preview: the page itself, at phone and desktop width, drafts shown (src/platform/http/preview.ts).
    livePreview: {
      url: ({ collectionConfig, globalConfig, data, locale }) =>
        previewUrl({ collection: collectionConfig?.slug, global: globalConfig?.slug, id: data?.id, locale: locale?.code }),
      collections: PREVIEW_COLLECTIONS,
      globals: PREVIEW_GLOBALS,
      breakpoints: [
        { label: 'Phone', name: 'phone', width: 360, height: 740 },
        { label: 'Desktop', name: 'desktop', width: 1280, height: 800 },
      ],
    },
    // Admins sign in on the site (with their authenticator code); the /cms form says so and links there.
    components: { beforeLogin: ['/src/features/accounts/ui/SiteLoginNotice'] },
    importMap: {
      baseDir: dirname,
      importMapFile: path.resolve(dirname, 'src/app/(payload)/cms/importMap.js'),
    },
  },
  collections: [
    Users,
    Memberships,
    Payments,
    News,
    Photos,
    Videos,
    Circulars,
    CircularTags,
    Grievances,
    ContactSubmissions,
    Images,
    GalleryImages,
    GalleryThumbnails,
    Documents,
    PasswordResets,
    WebhookEvents,
    UserExports,
    MailOutbox,
    MemberEvents,
    MemberImports,
    RenewalReminders,
    RenewalOptOuts,
    GrievanceCategories,
    GrievanceEvents,
    GrievanceAttachments,
    NoticeVersions,
    Consents,
    DataRequests,
    AccessLog,
  ],
  globals: [...globals, RenewalSettings, GrievanceSettings, RetentionSettings],
  // Texts office staff write come in English and Hindi (src/platform/payload/localized.ts); an empty Hindi
  // text shows the English. Office staff switch language at the top of each document in /cms.
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LOCALE_NAMES[code] })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  // Background work (mail delivery, reconciliation, forgot-password): src/runtime/jobs.ts.
  jobs,
  // What PostgreSQL refuses for the data it was sent is a 400 on /cms-api, not a 500.
  hooks: { afterError: [databaseInputErrors] },
  editor: lexicalEditor(),
  secret: env.payloadSecret ?? '',
  // `npm run generate:types` writes the committed types after a change of fields. Payload's own generation forked a
  // second Payload process at every start outside production: each test file's, several at once, racing on the file.
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts'), autoGenerate: false },
  db: withoutPoolLeak(
    postgresAdapter({
      // A request that waits 30 s for a free connection fails with an error (logged) instead of hanging with the pool.
      pool: { connectionString: env.databaseUrl, max: env.databasePoolMax, connectionTimeoutMillis: 30_000 },
      // Schema changes only through committed migrations, never push (also in development).
      push: false,
      migrationDir: path.resolve(dirname, 'migrations'),
    }),
  ),
  email: nodemailerAdapter({
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    transport: createMailTransport(env),
    skipVerify: true,
  }),
  plugins: [
    s3Storage({
      enabled: Boolean(env.s3),
      // Same columns with and without S3, so one set of migrations fits both.
      alwaysInsertFields: true,
      collections: Object.fromEntries(Object.entries(UPLOAD_PREFIXES).map(([slug, prefix]) => [slug, { prefix }])),
      bucket: env.s3?.bucket ?? 'unused',
      config: {
        endpoint: env.s3?.endpoint,
        region: env.s3?.region,
        forcePathStyle: Boolean(env.s3?.endpoint),
        credentials: env.s3 ? { accessKeyId: env.s3.accessKeyId, secretAccessKey: env.s3.secretAccessKey } : undefined,
      },
    }),
    // Last, so they see every field and collection the plugins before them add.
    controlCharsRefused,
    payloadInternalsForStaff,
    jobStatsForStaff,
    // The association's name the mails write, read from the site settings (MAIL_FROM is only the sender).
    associationNameForMails,
  ],
  sharp,
  telemetry: false,
  // The site's own pino logger (src/platform/log.ts): one format and one redaction for Payload and the app.
  logger: log,
  // Refusals of bad input are the caller's fault, not the server's: warn, without a stack trace.
  loggingLevels: { AuthenticationError: 'warn', LockedAuth: 'warn', FileUploadError: 'warn' },
  // Neither the site nor Payload's admin UI uses GraphQL: one API less to keep under the same rules
  // (docs/security/cmsapi.md). Every request to /cms-api/graphql is a 404.
  graphQL: { disable: true },
})
