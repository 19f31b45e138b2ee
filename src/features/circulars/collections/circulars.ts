import type { CollectionConfig, FieldHook } from 'payload'

import { anyone, staff } from '../../../platform/access/roles'
import { CIRCULAR_LIMITS, CIRCULAR_MESSAGES, TAG_SLUG } from '../rules/circulars'
import { releaseFiles } from '../../../platform/uploads/release-files'
import { cmsLanguage } from '../../../platform/payload/cms-language'
import { revalidateCollection, TAGS } from '../../../platform/cache/revalidate'

/**
 * The library of circulars and government orders (/circulars, /hi/circulars).
 * English and Hindi are separate fields, not Payload localization: one row
 * holds both, so the full-text column (migrations/…_circulars.ts, a generated
 * tsvector over number, titles, summaries and offices) finds a circular by a
 * Hindi or an English word in one query. Guarded, and kept fresh on the site,
 * exactly as news is (src/features/content/collections/content.ts).
 */

const publicContentAccess = { read: anyone, create: staff, update: staff, delete: staff }

// Hindi typed on different keyboards may spell the same letter (a nukta) in two ways; stored as NFC, as searched.
const nfc: FieldHook = ({ value }) => (typeof value === 'string' ? value.normalize('NFC') : value)
const text = (name: string, maxLength: number, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'text' as const,
  maxLength,
  hooks: { beforeValidate: [nfc] },
  ...extra,
})
const paragraph = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'textarea' as const,
  maxLength: CIRCULAR_LIMITS.summary,
  hooks: { beforeValidate: [nfc] },
  admin: { rows: 5 },
  ...extra,
})

const release = releaseFiles('circularId', { pdf: 'documents' })
const revalidate = revalidateCollection(TAGS.circulars)

export const Circulars: CollectionConfig = {
  slug: 'circulars',
  labels: { singular: 'Circular', plural: 'Circulars & Orders' },
  admin: {
    useAsTitle: 'titleEn',
    defaultColumns: ['number', 'titleEn', 'date', 'officeEn'],
    group: 'Content',
    description:
      'Circulars and government orders on the Circulars page, newest date first. Write the title and summary in English and Hindi: the search finds both.',
  },
  access: publicContentAccess,
  defaultSort: '-date',
  // As news: a replaced or removed PDF leaves storage, the public pages see the change at once.
  hooks: {
    afterChange: [...release.afterChange, ...revalidate.afterChange],
    afterDelete: [...release.afterDelete, ...revalidate.afterDelete],
  },
  fields: [
    text('number', CIRCULAR_LIMITS.number, {
      label: 'Circular / order number',
      required: true,
      index: true,
      admin: { description: 'As printed on the order, e.g. SHS/CHO/2025/1412.' },
    }),
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      admin: {
        description: 'The date of the order. The list is sorted by it.',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'dd-MM-yyyy' },
      },
    },
    {
      type: 'row',
      fields: [
        text('officeEn', CIRCULAR_LIMITS.office, { label: 'Issuing office (English)', required: true }),
        text('officeHi', CIRCULAR_LIMITS.office, { label: 'Issuing office (Hindi)' }),
      ],
    },
    {
      name: 'tags',
      label: 'Subjects',
      type: 'relationship',
      relationTo: 'circular-tags',
      hasMany: true,
      admin: { description: 'Members filter the list by these.' },
    },
    text('titleEn', CIRCULAR_LIMITS.title, { label: 'Title (English)', required: true }),
    text('titleHi', CIRCULAR_LIMITS.title, {
      label: 'Title (Hindi)',
      admin: { description: 'Without it the Hindi page shows the English title.' },
    }),
    paragraph('summaryEn', {
      label: 'Summary (English)',
      required: true,
      admin: { rows: 5, description: 'One paragraph: what changes for a CHO, from when.' },
    }),
    paragraph('summaryHi', { label: 'Summary (Hindi)' }),
    {
      name: 'pdf',
      label: 'PDF of the order',
      type: 'upload',
      relationTo: 'documents',
      admin: { description: 'Members download it from the list.' },
    },
  ],
}

export const CircularTags: CollectionConfig = {
  slug: 'circular-tags',
  labels: { singular: 'Circular subject', plural: 'Circular subjects' },
  admin: {
    useAsTitle: 'nameEn',
    defaultColumns: ['nameEn', 'nameHi', 'slug'],
    group: 'Content',
    description: 'The subjects circulars are filtered by (honorarium, leave, transfer …).',
  },
  access: publicContentAccess,
  defaultSort: 'nameEn',
  // A renamed subject changes the circulars' lists too.
  hooks: revalidateCollection(TAGS.circulars),
  fields: [
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: CIRCULAR_LIMITS.tagSlug,
      admin: { description: 'Small letters and hyphens, e.g. honorarium. It appears in the address of a filtered list.' },
      validate: (value: unknown, options: Parameters<typeof cmsLanguage>[0]) =>
        typeof value === 'string' && TAG_SLUG.test(value) ? true : CIRCULAR_MESSAGES.tagSlug.in(cmsLanguage(options)),
    },
    text('nameEn', CIRCULAR_LIMITS.tagName, { label: 'Name (English)', required: true }),
    text('nameHi', CIRCULAR_LIMITS.tagName, { label: 'Name (Hindi)', required: true }),
  ],
}
