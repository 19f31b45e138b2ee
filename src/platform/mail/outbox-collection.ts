import type { CollectionConfig } from 'payload'

import { admins, hiddenFromNonAdmins, nobody } from '../access/roles'

/**
 * The mail outbox (src/platform/mail/outbox.ts): one row per e-mail, written in the
 * transaction of the change that causes it and delivered by a job. Admins see
 * what is undelivered and why (status, attempts, last error) — read-only. The
 * body is never shown, in the CMS or through /cms-api: a reset mail holds a
 * working reset link, which would let whoever reads it take over the account.
 * It is also emptied once the mail is sent.
 */
const neverRead = {
  read: () => false,
  create: () => false,
  update: () => false,
}

export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  labels: { singular: 'Outgoing mail', plural: 'Outgoing mail' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['recipient', 'kind', 'status', 'attempts', 'lastError', 'createdAt'],
    hidden: hiddenFromNonAdmins,
  },
  access: { read: admins, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'recipient', type: 'text', required: true },
    { name: 'kind', type: 'text', required: true, index: true },
    { name: 'userId', type: 'number' },
    { name: 'subject', type: 'text', required: true },
    {
      name: 'bodyText',
      type: 'textarea',
      access: neverRead,
      admin: { hidden: true },
    },
    {
      name: 'bodyHtml',
      type: 'textarea',
      access: neverRead,
      admin: { hidden: true },
    },
    {
      // Extra headers as JSON (List-Unsubscribe of the renewal reminders: it holds a working link, so never shown).
      name: 'headers',
      type: 'textarea',
      access: neverRead,
      admin: { hidden: true },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: ['pending', 'sent', 'failed'].map((value) => ({
        label: value,
        value,
      })),
    },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    {
      name: 'nextAttemptAt',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'lockedUntil', type: 'date', admin: { hidden: true } },
    { name: 'lastError', type: 'text' },
    {
      name: 'sentAt',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    // Stable per row: a resend after a crash between SMTP's acceptance and "sent" carries the same id.
    { name: 'messageId', type: 'text', required: true, unique: true },
    // Makes a job's retry write its mail once (e.g. the forgot-password job).
    { name: 'dedupeKey', type: 'text', unique: true },
  ],
  timestamps: true,
}
