import type { CollectionConfig } from 'payload'

import { admins, hiddenFromNonAdmins, nobody } from '../../../platform/access/roles'
import { MEMBER_EVENT_ACTIONS } from '../rules/member-events'

/**
 * The audit trail of the member file: every office action on a
 * member — who, when, what, and why. Written only by the server's own code
 * (src/server/admin/member-events.ts, through the Local API with
 * overrideAccess); nobody edits or deletes an entry, in the CMS or the API.
 */
export const MemberEvents: CollectionConfig = {
  slug: 'member-events',
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['member', 'action', 'actor', 'reason', 'createdAt'],
    hidden: hiddenFromNonAdmins,
    description: 'Every office action on a member. Entries cannot be changed or deleted.',
  },
  access: { read: admins, create: nobody, update: nobody, delete: nobody },
  fields: [
    // Not required: the entry outlives a deleted account (foreign key ON DELETE SET NULL).
    { name: 'member', type: 'relationship', relationTo: 'users', index: true },
    {
      name: 'actor',
      type: 'relationship',
      relationTo: 'users',
      admin: { description: 'Who did it (empty for the system, e.g. an import job).' },
    },
    { name: 'action', type: 'select', required: true, options: [...MEMBER_EVENT_ACTIONS], index: true },
    { name: 'reason', type: 'text', maxLength: 500 },
    // What changed, as JSON text (Payload's JSON editor loads from a CDN these machines cannot reach).
    { name: 'details', type: 'textarea' },
  ],
  timestamps: true,
}
