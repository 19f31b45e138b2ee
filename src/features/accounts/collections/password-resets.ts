import type { CollectionConfig } from 'payload'

import { nobody } from '../../../platform/access/roles'

/**
 * One row per password-reset link. Only the SHA-256 of the token is stored, so
 * a copy of the database cannot be used to take over accounts. Written and read
 * only by /api/auth/forgot-password and /api/auth/reset-password (Local API with
 * overrideAccess); nobody reaches it through Payload's REST/GraphQL API or the CMS.
 */
export const PasswordResets: CollectionConfig = {
  slug: 'password-resets',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    // Not required: deleting a user (erasure) sets this to null instead of being blocked by old links.
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'usedAt', type: 'date' },
  ],
}
