import type { CollectionConfig } from 'payload'

import { admins, hiddenFromNonAdmins, nobody } from '../../../platform/access/roles'
import { CONTACT_LIMITS } from '../rules/contact'
import { workflowStatusField } from '@/features/office/model'

/** Messages from the contact form: the office works them like cases (new, in progress, resolved). */
export const ContactSubmissions: CollectionConfig = {
  slug: 'contact-submissions',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'status', 'createdAt'], hidden: hiddenFromNonAdmins },
  // Visitors write through /api/common/contact-us (validated and rate-limited), never Payload's REST API.
  access: { read: admins, create: nobody, update: admins, delete: admins },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: CONTACT_LIMITS.name },
    { name: 'email', type: 'email', required: true },
    { name: 'message', type: 'textarea', required: true, maxLength: CONTACT_LIMITS.message },
    workflowStatusField,
    {
      // Who sent it, when they were signed in. A member's data export holds only these (never a
      // message that merely carries their address: anyone may type any address, and none is verified).
      name: 'sender',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { readOnly: true, description: 'The account that sent it while signed in; empty for a visitor.' },
    },
  ],
}
