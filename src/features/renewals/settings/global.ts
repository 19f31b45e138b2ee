import type { GlobalConfig } from 'payload'

import { admins } from '../../../platform/access/roles'
import { DEFAULT_GRACE_DATE, DEFAULT_REMINDER_STEPS, isMonthDay } from '../rules/renewal'

const monthDay = (value: unknown) => isMonthDay(value) || 'Write the day as MM-DD, for example 03-31.'

/**
 * The renewal cycle as office staff set it: when a member unpaid this
 * year stops being "due for renewal" and counts as "lapsed", and on which days of
 * the year renewal reminders go out. Admins only; not a page text.
 */
export const RenewalSettings: GlobalConfig = {
  slug: 'renewal-settings',
  label: 'Renewals and reminders',
  admin: { group: 'Membership', description: 'The renewal grace date and the days renewal reminders are sent.' },
  access: { read: admins, update: admins },
  fields: [
    {
      name: 'graceDate',
      label: 'Grace date (MM-DD)',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_GRACE_DATE,
      validate: monthDay,
      admin: { description: 'A member who paid last year but not this year is "due for renewal" until this day, and "lapsed" after it.' },
    },
    {
      name: 'reminderSteps',
      label: 'Renewal reminders',
      type: 'array',
      defaultValue: DEFAULT_REMINDER_STEPS.map((day) => ({ day })),
      admin: { description: 'Each step sends one reminder per member per year, never to a member who has paid.' },
      fields: [{ name: 'day', label: 'Day (MM-DD)', type: 'text', required: true, validate: monthDay }],
    },
  ],
}
