import type { CollectionConfig } from 'payload'

import { admins, hiddenFromNonAdmins, nobody } from '../../../platform/access/roles'
import { ACCESS_LOG_ACTIONS } from '../rules/data-requests'

/**
 * Who in the office looked at or exported member data, and when.
 * Written only by the server (src/features/privacy/operations/access-log.ts); nobody edits
 * or deletes an entry, and a database trigger (access-log-sql.ts) refuses
 * UPDATE and DELETE of rows younger than 365 days whoever asks.
 */
export const AccessLog: CollectionConfig = {
  slug: 'access-log',
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['actor', 'action', 'member', 'createdAt'],
    hidden: hiddenFromNonAdmins,
    description: 'Who viewed or exported member data. Entries cannot be changed or deleted.',
  },
  access: { read: admins, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'actor', type: 'relationship', relationTo: 'users', index: true },
    { name: 'action', type: 'select', required: true, options: [...ACCESS_LOG_ACTIONS], index: true },
    // Empty for an export of many members.
    { name: 'member', type: 'relationship', relationTo: 'users', index: true },
    { name: 'details', type: 'textarea' },
  ],
  timestamps: true,
}
