import type { CollectionConfig } from 'payload'

import { admins, adminsOrOwner, hiddenFromNonAdmins } from '../../../platform/access/roles'
import { PAYMENT_METHODS } from '../rules/payment-methods'

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
    // Empty for dues paid outside Razorpay (cash, bank transfer, UPI to the office, cheque).
    { name: 'providerOrderId', type: 'text', unique: true },
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
    // How the dues were paid. 'razorpay' for orders made on the site; the others are recorded by the office.
    { name: 'method', type: 'select', defaultValue: 'razorpay', options: [...PAYMENT_METHODS], index: true },
    {
      // Readable, unique and sequential per year (e.g. RCPT-2026-000042); given when the payment is credited.
      name: 'receiptNumber',
      type: 'text',
      unique: true,
      admin: { readOnly: true },
    },
    {
      name: 'reference',
      type: 'text',
      maxLength: 200,
      admin: { description: 'Offline: cheque number, bank or UPI reference, or receipt book number.' },
    },
    { name: 'receivedOn', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'note', type: 'text', maxLength: 500 },
    {
      name: 'recordedBy',
      type: 'relationship',
      relationTo: 'users',
      admin: { description: 'The office user who recorded an offline payment.' },
    },
    // Kept as text: Payload's JSON editor loads from a CDN, which these machines cannot reach.
    { name: 'providerData', label: "Provider's raw data (JSON)", type: 'textarea', admin: { readOnly: true } },
  ],
  timestamps: true,
}
