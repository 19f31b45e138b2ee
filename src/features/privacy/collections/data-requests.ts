import type { CollectionConfig } from 'payload'

import { admins, hiddenFromNonAdmins, nobody } from '../../../platform/access/roles'
import { DATA_REQUEST_KINDS, DATA_REQUEST_STATUSES, MAX_DETAILS } from '../rules/data-requests'

/**
 * A member's request to correct or erase their data. Filed and
 * decided only through the server (src/server/privacy/requests/), which mails
 * the member and keeps the 90-day clock; the CMS shows them to admins read-only.
 */
export const DataRequests: CollectionConfig = {
  slug: 'data-requests',
  admin: {
    useAsTitle: 'kind',
    defaultColumns: ['member', 'kind', 'status', 'dueBy', 'createdAt'],
    hidden: hiddenFromNonAdmins,
    description: 'Correction and erasure requests. Decide them at /admin/data-requests.',
  },
  access: { read: admins, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'member', type: 'relationship', relationTo: 'users', index: true },
    { name: 'kind', type: 'select', required: true, options: [...DATA_REQUEST_KINDS], index: true },
    { name: 'details', type: 'textarea', maxLength: MAX_DETAILS },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', options: [...DATA_REQUEST_STATUSES], index: true },
    { name: 'dueBy', type: 'date', required: true, index: true },
    { name: 'decidedAt', type: 'date' },
    { name: 'decidedBy', type: 'relationship', relationTo: 'users' },
    { name: 'decisionNote', type: 'textarea', maxLength: MAX_DETAILS },
    { name: 'remindedAt60', type: 'date' },
    { name: 'remindedAt80', type: 'date' },
    { name: 'lang', type: 'select', defaultValue: 'en', options: ['en', 'hi'] },
  ],
  timestamps: true,
}
