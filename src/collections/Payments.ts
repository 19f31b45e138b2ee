import type { CollectionConfig } from 'payload'

import { admins, adminsOrOwner, hiddenFromNonAdmins } from '../access/roles'

/** Our own record of every provider order and payment (Razorpay forgets orders after 180 days). */
export const Payments: CollectionConfig = {
  slug: 'payments',
  admin: {
    useAsTitle: 'providerOrderId',
    defaultColumns: ['providerOrderId', 'user', 'membershipYear', 'status', 'amount'],
    hidden: hiddenFromNonAdmins,
  },
  access: { read: adminsOrOwner, create: admins, update: admins, delete: admins },
  fields: [
    { name: 'providerOrderId', type: 'text', required: true, unique: true },
    { name: 'providerPaymentId', type: 'text', unique: true },
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      // Not required: deleting an account keeps this record (foreign key ON DELETE SET NULL).
      admin: { description: "Empty once the member's account is deleted: payment records are kept, as the law requires." },
    },
    { name: 'membershipYear', type: 'text', required: true },
    { name: 'amount', type: 'number', required: true, admin: { description: 'In paise' } },
    { name: 'currency', type: 'text', required: true, defaultValue: 'INR' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'created',
      options: ['created', 'authorized', 'captured', 'failed', 'refunded', 'mismatch'],
      index: true,
    },
    // Kept as text: Payload's JSON editor loads from a CDN, which these machines cannot reach.
    { name: 'providerData', label: "Provider's raw data (JSON)", type: 'textarea', admin: { readOnly: true } },
  ],
  timestamps: true,
}
