import type { GlobalConfig } from 'payload'

import { admins } from '../../../platform/access/roles'
import { DEFAULT_GRIEVANCE_TIMES } from '../rules/grievances'
import { revalidateGlobal, TAGS } from '../../../platform/cache/revalidate'

const days = (label: string, name: keyof typeof DEFAULT_GRIEVANCE_TIMES, description: string) => ({
  name,
  label,
  type: 'number' as const,
  required: true,
  min: 1,
  max: 365,
  defaultValue: DEFAULT_GRIEVANCE_TIMES[name],
  admin: { description },
})

/**
 * The grievance desk's time limits and its public report, as office staff set
 * them. Admins only; read by the server with getGrievanceSettings.
 */
export const GrievanceSettings: GlobalConfig = {
  slug: 'grievance-settings',
  label: 'Grievance desk',
  admin: { group: 'Grievances', description: 'Time limits for answers and escalation, and the public report.' },
  access: { read: admins, update: admins },
  // The public grievance report (/grievance-report) is cached under this tag: publishing or withdrawing it shows at once.
  hooks: { afterChange: revalidateGlobal(TAGS.global('grievance-settings')) },
  fields: [
    days('Days to answer', 'answerDays', 'An answer is due this many days after a case is filed (or reopened).'),
    days(
      'Days without a reply before escalation',
      'noReplyDays',
      'A case with no reply from the office after this many days moves up a level.',
    ),
    days('Days a member may reopen a resolved case', 'reopenDays', 'Reopening sends the case one level up (an appeal).'),
    {
      name: 'publishReport',
      label: 'Publish the anonymous monthly report',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: 'Shows the figures (no names, no case text; districts with fewer than 5 cases merged into Other) on a public page.',
      },
    },
  ],
}
