import type { CollectionConfig } from 'payload'

import { admins, hiddenFromNonAdmins, nobody } from '../../../platform/access/roles'

/**
 * The renewal reminders, written only by the server (raw SQL in
 * src/server/renewals/). Admins may look in the CMS; nobody edits them.
 */
const serverOnly = { read: admins, create: nobody, update: nobody, delete: nobody }

export const REMINDER_OUTCOMES = ['sent', 'skipped'] as const

/**
 * One row per member, year and step: the claim that makes a step go at most
 * once. The job inserts it with ON CONFLICT DO NOTHING in the transaction that
 * queues the mail, so two runners, a retry or a crash never send a step twice.
 * 'skipped': an earlier step the member missed when a later one went out.
 */
export const RenewalReminders: CollectionConfig = {
  slug: 'renewal-reminders',
  labels: { singular: 'Renewal reminder', plural: 'Renewal reminders' },
  admin: {
    defaultColumns: ['user', 'year', 'step', 'outcome', 'createdAt'],
    hidden: hiddenFromNonAdmins,
    group: 'Membership',
    description: 'Which renewal reminder went to whom. Written by the reminder job; the figures per step are on /admin/renewals.',
  },
  access: serverOnly,
  indexes: [{ fields: ['user', 'year', 'step'], unique: true }],
  fields: [
    // Not required: the record outlives a deleted account (foreign key ON DELETE SET NULL).
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'year', type: 'text', required: true, index: true },
    { name: 'step', type: 'text', required: true, admin: { description: 'The day of the step, MM-DD.' } },
    { name: 'outcome', type: 'select', required: true, options: [...REMINDER_OUTCOMES] },
  ],
  timestamps: true,
}

/**
 * Members who turned renewal reminders off (the signed link in every reminder,
 * or their profile). One row per member; turning them back on deletes it. The
 * reminder job's claim statement skips these members, so it holds at once.
 */
export const RenewalOptOuts: CollectionConfig = {
  slug: 'renewal-opt-outs',
  labels: { singular: 'Reminder opt-out', plural: 'Reminder opt-outs' },
  admin: {
    defaultColumns: ['user', 'via', 'createdAt'],
    hidden: hiddenFromNonAdmins,
    group: 'Membership',
    description: 'Members who asked for no renewal reminders.',
  },
  access: serverOnly,
  fields: [
    // Not required, so deleting an account is never refused (the foreign key sets it empty); the job ignores such rows.
    { name: 'user', type: 'relationship', relationTo: 'users', unique: true },
    { name: 'via', type: 'select', required: true, options: ['link', 'one-click', 'profile'] },
  ],
  timestamps: true,
}
