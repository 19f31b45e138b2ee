import type { CollectionConfig } from 'payload'

import { admins, anyone, hiddenFromNonAdmins, nobody } from '../../../platform/access/roles'
import { CONSENT_ACTIONS, CONSENT_CHANNELS, CONSENT_LANGUAGES, CONSENT_PURPOSES } from '../rules/consent'

/**
 * The consent ledger: append-only. Written only by the server
 * (src/features/privacy/operations/consents.ts, overrideAccess); PostgreSQL itself refuses
 * every change but the erasure's scrub (src/features/privacy/operations/ledger-sql.ts).
 */
export const Consents: CollectionConfig = {
  slug: 'consents',
  admin: {
    useAsTitle: 'purpose',
    defaultColumns: ['memberId', 'purpose', 'action', 'noticeVersion', 'channel', 'createdAt'],
    hidden: hiddenFromNonAdmins,
    description: 'Every consent given or withdrawn. Entries cannot be changed or deleted.',
  },
  access: { read: admins, create: nobody, update: nobody, delete: nobody },
  fields: [
    // A plain number, not a relationship: deleting an account must never rewrite the ledger.
    { name: 'memberId', type: 'number', required: true, index: true },
    { name: 'purpose', type: 'select', required: true, options: [...CONSENT_PURPOSES] },
    { name: 'action', type: 'select', required: true, options: [...CONSENT_ACTIONS] },
    {
      name: 'noticeVersion',
      type: 'number',
      required: true,
      admin: { description: '0 for a backfilled grant (no versioned notice seen yet).' },
    },
    { name: 'language', type: 'select', required: true, options: [...CONSENT_LANGUAGES] },
    { name: 'channel', type: 'select', required: true, options: [...CONSENT_CHANNELS] },
    { name: 'backfilled', type: 'checkbox', defaultValue: false },
    { name: 'address', type: 'text' },
    { name: 'userAgent', type: 'text' },
  ],
  timestamps: true,
}

/** Each published privacy notice, as it read: appended by src/features/privacy/hooks/notice-version.ts. */
export const NoticeVersions: CollectionConfig = {
  slug: 'notice-versions',
  admin: {
    useAsTitle: 'version',
    defaultColumns: ['version', 'publishedAt'],
    description: 'Each published privacy notice. Made when the Privacy policy is published.',
  },
  access: { read: anyone, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'version', type: 'number', required: true, unique: true },
    { name: 'publishedAt', type: 'date', required: true },
    { name: 'textEn', type: 'textarea', required: true },
    { name: 'textHi', type: 'textarea', required: true },
  ],
  timestamps: true,
}
