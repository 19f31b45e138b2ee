import type { CollectionConfig } from 'payload'

import { admins, hiddenFromNonAdmins, nobody } from '../../../platform/access/roles'
import { IMPORT_LIMITS, IMPORT_STATUSES } from '../rules/member-import'

// The roll's text (at most IMPORT_LIMITS.maxBytes) and its plan as JSON; Payload's default cap is 40,000 characters.
const STORED_TEXT_MAX = IMPORT_LIMITS.maxBytes * 4

/**
 * One row per roll import: the dry run the office looked at, and
 * then its commit. The commit applies a batch by its id, and only while the
 * roll would still do exactly what the dry run showed (`planDigest`), so an
 * admin commits what they saw. Written only by the server's own code
 * (src/server/admin/import/), read by admins.
 */
export const MemberImports: CollectionConfig = {
  slug: 'member-imports',
  admin: {
    useAsTitle: 'fileName',
    defaultColumns: ['fileName', 'status', 'rows', 'toCreate', 'toUpdate', 'createdBy', 'createdAt'],
    hidden: hiddenFromNonAdmins,
    description: 'Every import of a roll from a spreadsheet: its dry run, and what its commit did.',
  },
  access: { read: admins, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'fileName', type: 'text', maxLength: 255 },
    { name: 'fileSha256', label: "The file's SHA-256", type: 'text', required: true, index: true },
    { name: 'status', type: 'select', required: true, defaultValue: 'ready', options: [...IMPORT_STATUSES], index: true },
    { name: 'createdBy', type: 'relationship', relationTo: 'users', admin: { description: 'The admin who ran the dry run.' } },
    { name: 'committedBy', type: 'relationship', relationTo: 'users' },
    { name: 'committedAt', type: 'date' },
    {
      type: 'row',
      fields: [
        { name: 'rows', type: 'number', required: true, defaultValue: 0 },
        { name: 'toCreate', type: 'number', required: true, defaultValue: 0 },
        { name: 'toUpdate', type: 'number', required: true, defaultValue: 0 },
        { name: 'unchanged', type: 'number', required: true, defaultValue: 0 },
        { name: 'errorRows', type: 'number', required: true, defaultValue: 0 },
        { name: 'duplicates', type: 'number', required: true, defaultValue: 0 },
        { name: 'duesToRecord', type: 'number', required: true, defaultValue: 0 },
        { name: 'duesAlreadyPaid', type: 'number', required: true, defaultValue: 0 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'total', type: 'number', required: true, defaultValue: 0, admin: { description: 'Changes the commit applies.' } },
        { name: 'processed', type: 'number', required: true, defaultValue: 0 },
        { name: 'created', type: 'number', required: true, defaultValue: 0 },
        { name: 'updated', type: 'number', required: true, defaultValue: 0 },
        { name: 'duesRecorded', type: 'number', required: true, defaultValue: 0 },
        {
          name: 'skipped',
          type: 'number',
          required: true,
          defaultValue: 0,
          admin: { description: 'Changes refused at commit because a member changed in the seconds between.' },
        },
      ],
    },
    { name: 'planDigest', type: 'text', admin: { readOnly: true } },
    { name: 'failure', type: 'text', admin: { readOnly: true } },
    // The roll itself until it is committed (the commit reads it again), then emptied: the members hold the data.
    { name: 'csv', type: 'textarea', maxLength: STORED_TEXT_MAX, access: { read: () => false }, admin: { hidden: true } },
    // What the commit applies, as JSON text (Payload's JSON editor loads from a CDN these machines cannot reach).
    { name: 'plan', type: 'textarea', maxLength: STORED_TEXT_MAX, access: { read: () => false }, admin: { hidden: true } },
  ],
  timestamps: true,
}
