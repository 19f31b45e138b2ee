import type { CollectionConfig } from 'payload'

import { admins, hiddenFromNonAdmins, nobody } from '../../../platform/access/roles'

/**
 * One row per Razorpay webhook delivery we accepted. Razorpay delivers at least
 * once and retries for 24 hours: the unique event id (x-razorpay-event-id) is
 * what makes a repeat a no-op. Written only by the webhook handler.
 */
export const WebhookEvents: CollectionConfig = {
  slug: 'webhook-events',
  admin: { useAsTitle: 'eventId', defaultColumns: ['eventId', 'event', 'createdAt'], hidden: hiddenFromNonAdmins },
  access: { read: admins, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true },
    { name: 'event', type: 'text', required: true },
    { name: 'providerOrderId', type: 'text', index: true },
    { name: 'providerPaymentId', type: 'text' },
  ],
  timestamps: true,
}
