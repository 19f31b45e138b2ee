import type { CollectionConfig } from 'payload'

import { admins, adminsOrOwner, hiddenFromNonAdmins } from '../../../platform/access/roles'
import { LIMITS } from '@/features/accounts/client'
import { workflowStatusField } from '@/features/office/model'
import { caseFields } from './desk'
import { fillNewCase, followSensitiveCategory, recordFiled } from '../hooks/case'
import { removeCaseAttachments } from '../hooks/attachments-cleanup'
import { recordStatusChange, stampResolution } from '../hooks/status'
import { notifyOfficeOfNewCase } from '../hooks/notify'

export const Grievances: CollectionConfig = {
  slug: 'grievances',
  admin: {
    useAsTitle: 'subject',
    group: 'Grievances',
    defaultColumns: ['caseNumber', 'subject', 'user', 'status', 'dueAt', 'createdAt'],
    hidden: hiddenFromNonAdmins,
  },
  // Members file grievances through /api/common/grievance, which sets the owner itself.
  access: { read: adminsOrOwner, create: admins, update: admins, delete: admins },
  hooks: {
    beforeChange: [fillNewCase, followSensitiveCategory, stampResolution],
    afterChange: [recordFiled, notifyOfficeOfNewCase, recordStatusChange],
    afterDelete: [removeCaseAttachments],
  },
  fields: [
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      // Not required: deleting an account keeps this record (foreign key ON DELETE SET NULL).
      admin: { description: "Empty once the member's account is deleted." },
    },
    { name: 'subject', type: 'text', required: true, maxLength: LIMITS.subject },
    { name: 'description', type: 'textarea', required: true, maxLength: LIMITS.description },
    workflowStatusField,
    // Case number, category, level, deadlines, rating, attachments (src/features/grievances/collections/desk.ts).
    ...caseFields,
  ],
}
