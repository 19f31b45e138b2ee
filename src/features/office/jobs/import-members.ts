import type { TaskConfig } from 'payload'

import { runImport } from '../operations/import/run'

/**
 * Commits a roll import (src/features/office/operations/import/run.ts). Queued by
 * the commit in the same transaction that marks the import queued; a retry
 * continues from the last chunk written. The welcome mails leave through the
 * outbox (the after-commit kick, then the mail cron).
 */
export const importMembersTask: TaskConfig<{ input: { importId: number }; output: object }> = {
  slug: 'importMembers',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 5000 } },
  inputSchema: [{ name: 'importId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    await runImport(req.payload, input.importId)
    return { output: {} }
  },
}
