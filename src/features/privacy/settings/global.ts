import type { GlobalConfig } from 'payload'

import { admins } from '../../../platform/access/roles'
import { DEFAULT_RETENTION, RETENTION_BOUNDS, type RetentionKey } from '../rules/retention'

const days = (name: RetentionKey, label: string, description: string) => ({
  name,
  label,
  type: 'number' as const,
  required: true,
  min: RETENTION_BOUNDS.min,
  max: RETENTION_BOUNDS.max,
  defaultValue: DEFAULT_RETENTION[name],
  admin: { description },
})

/**
 * How long personal data the association no longer needs is kept.
 * Admins only; a daily job (src/features/privacy/jobs/retention-sweep.ts) deletes what is past
 * its time. Memberships, payments and receipts are not here: the accounts keep them.
 */
export const RetentionSettings: GlobalConfig = {
  slug: 'retention-settings',
  label: 'Data retention',
  admin: {
    group: 'Privacy',
    description: 'How long contact messages, mail records and closed data requests are kept. A daily job deletes older ones.',
  },
  access: { read: admins, update: admins },
  fields: [
    days(
      'contactMessagesDays',
      'Days to keep contact messages',
      'A message from the contact form is deleted this many days after it came in.',
    ),
    days(
      'deliveredMailDays',
      'Days to keep records of sent mail',
      'To whom, subject and when (the text of a mail is removed as soon as it is sent). Renewal statistics count delivered reminders from these records.',
    ),
    days(
      'closedDataRequestsDays',
      'Days to keep decided data requests',
      'A correction or erasure request is deleted this many days after its decision.',
    ),
  ],
}
