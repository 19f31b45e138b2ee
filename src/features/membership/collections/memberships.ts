import type { CollectionConfig } from 'payload'

import { admins, adminsOrOwner, hiddenFromNonAdmins } from '../../../platform/access/roles'
import { MEMBERSHIP_STATUSES } from '../rules/membership'

/** One row per member and calendar year. Status moves only through the payments code. */
export const Memberships: CollectionConfig = {
  slug: 'memberships',
  admin: {
    useAsTitle: 'membershipId',
    defaultColumns: ['user', 'membershipYear', 'status', 'membershipId'],
    hidden: hiddenFromNonAdmins,
  },
  access: { read: adminsOrOwner, create: admins, update: admins, delete: admins },
  indexes: [{ fields: ['user', 'membershipYear'], unique: true }],
  fields: [
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      // Not required: deleting an account keeps this record (foreign key ON DELETE SET NULL).
      admin: { description: "Empty once the member's account is deleted: the membership stays on record with its payment." },
    },
    { name: 'membershipYear', type: 'text', required: true, index: true, admin: { description: 'Calendar year, e.g. 2026' } },
    { name: 'status', type: 'select', required: true, defaultValue: 'unpaid', options: [...MEMBERSHIP_STATUSES], index: true },
    { name: 'amount', type: 'number', required: true, admin: { description: 'In paise (10000 = Rs 100.00)' } },
    { name: 'startDate', type: 'date' },
    { name: 'endDate', type: 'date' },
    { name: 'paymentId', type: 'text' },
    { name: 'orderId', type: 'text' },
    { name: 'membershipId', type: 'text', unique: true },
    { name: 'revokedAt', type: 'date' },
    { name: 'revokedReason', type: 'text', maxLength: 500 },
  ],
}
