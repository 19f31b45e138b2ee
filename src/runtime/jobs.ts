import type { CollectionConfig, Config, JobsConfig } from 'payload'

import { admins, hiddenFromNonAdmins, nobody, staff } from '../platform/access/roles'
import { dataRequestRemindersTask, retentionSweepTask } from '@/features/privacy/model'
import { deliverMailTask } from '../platform/mail/deliver-task'
import { forgotPasswordTask } from '@/features/accounts/model'
import { grievanceDeadlinesTask } from '@/features/grievances/model'
import { importMembersTask } from '@/features/office/model'
import { reconcileTask } from '@/features/payments/model'
import { renewalRemindersTask } from '@/features/renewals/model'
import { ownsCrons } from '../platform/jobs/cron-owner'
import { holdRunnerLock } from '../platform/jobs/runner-lock'

/**
 * Payload's jobs queue (payload-jobs). Queues: 'default' (the forgot-password
 * work, run every second so a reset mail leaves within seconds), 'mail'
 * (delivery, every 5 s as a safety net behind the after-commit kick),
 * 'reconcile' (every 5 minutes), 'import' (a committed roll import, every
 * second), 'renewals' (the renewal reminders, every 5 minutes) and 'grievances'
 * (the grievance deadlines, every 15 minutes). The crons
 * start only where the start script asks for them (getPayload({ cron: true }), scripts/start.ts): never in
 * `next build`, the tests or the one-off scripts. Of the instances that start
 * them, only the holder of the runner lock runs jobs (src/platform/jobs/runner-lock.ts).
 */
export const jobs: JobsConfig = {
  tasks: [
    forgotPasswordTask,
    deliverMailTask,
    reconcileTask,
    importMembersTask,
    renewalRemindersTask,
    grievanceDeadlinesTask,
    dataRequestRemindersTask,
    retentionSweepTask,
  ],
  autoRun: [
    // Info-silent: a "Running 1 jobs" line every 5 s says nothing; the tasks log what they do, and errors still show.
    { queue: 'default', cron: '* * * * * *', limit: 20, disableScheduling: true, silent: { info: true } },
    { queue: 'mail', cron: '*/5 * * * * *', limit: 5, silent: { info: true } },
    { queue: 'reconcile', cron: '30 * * * * *', limit: 1, silent: { info: true } },
    // A committed roll import (one at a time; its own queue, so a long import never holds up a reset mail).
    { queue: 'import', cron: '* * * * * *', limit: 1, disableScheduling: true, silent: { info: true } },
    // The renewal reminders (src/features/renewals/jobs/renewal-reminders.ts), scheduled every 5 minutes.
    { queue: 'renewals', cron: '45 * * * * *', limit: 1, silent: { info: true } },
    // The grievance deadlines (src/features/grievances/jobs/deadlines.ts), scheduled every 15 minutes.
    { queue: 'grievances', cron: '50 * * * * *', limit: 1, silent: { info: true } },
    // The data requests' 90-day clock (src/features/privacy/jobs/data-request-reminders.ts), hourly, and the retention sweep, daily.
    { queue: 'privacy', cron: '55 * * * * *', limit: 1, silent: { info: true } },
  ],
  // One cron set per process (src/platform/jobs/cron-owner.ts), and one runner across instances (the lock).
  shouldAutoRun: (payload) => ownsCrons(payload) && holdRunnerLock(),
  deleteJobOnComplete: true,
  // Nobody runs, queues or cancels jobs through /cms-api: the server does, on the runner.
  access: { run: () => false, queue: () => false, cancel: () => false },
  jobsCollectionOverrides: ({ defaultJobsCollection }): CollectionConfig => ({
    ...defaultJobsCollection,
    // Admins may look at the queue (what waits, what failed and why); nobody edits it by hand. Not editors
    //: the jobs' inputs carry members' data (an import's rows, a mail's address), which only
    // sessions with a second factor see; `admins` is false for an admin whose factor is not confirmed.
    access: { read: admins, create: nobody, update: nobody, delete: nobody },
    admin: { ...defaultJobsCollection.admin, hidden: hiddenFromNonAdmins },
  }),
}

/**
 * Payload adds a payload-jobs-stats global for the schedules, which by default
 * any signed-in member could rewrite through /cms-api (and so stop the
 * schedules). A plugin: staff may read it, only the server writes it.
 */
export const jobStatsForStaff = (config: Config): Config => ({
  ...config,
  onInit: async (payload) => {
    const stats = payload.config.globals.find((g) => g.slug === 'payload-jobs-stats')
    if (stats) stats.access = { ...stats.access, read: staff, update: nobody, readVersions: nobody }
    await config.onInit?.(payload)
  },
})
