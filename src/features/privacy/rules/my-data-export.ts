/** GET /api/my-data (issue 16): the one message of the export (Hindi in src/platform/i18n/api-messages.ts, block "Issue 16 (export)"). */
export const EXPORT_MESSAGES = { notFound: 'No data is held for this account.' } as const
