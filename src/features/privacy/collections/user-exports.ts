import type { CollectionConfig } from 'payload'

import { admins, hiddenFromNonAdmins, nobody } from '../../../platform/access/roles'

/**
 * One row per member-data export (who, when, how many rows): the CSV holds every
 * member's personal data, so each download is on record. Written only by
 * GET /api/admin/users/export and GET /api/admin/members/export, never edited.
 */
export const UserExports: CollectionConfig = {
  slug: 'user-exports',
  labels: { singular: 'Member data export', plural: 'Member data exports' },
  admin: { defaultColumns: ['exportedBy', 'rowCount', 'createdAt'], hidden: hiddenFromNonAdmins },
  access: { read: admins, create: nobody, update: nobody, delete: nobody },
  fields: [
    // Not required: deleting the admin's account later keeps the record (ON DELETE SET NULL).
    { name: 'exportedBy', type: 'relationship', relationTo: 'users', index: true },
    { name: 'rowCount', type: 'number', required: true, min: 0 },
    { name: 'completed', type: 'checkbox', required: true, defaultValue: false },
    // The register's export (GET /api/admin/members/export) records what was asked for, as JSON text; empty for the export of all members.
    { name: 'filters', type: 'textarea', admin: { readOnly: true } },
  ],
  timestamps: true,
}
