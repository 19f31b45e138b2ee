/** GET /api/my-data: the one message of the export (Hindi in src/platform/i18n/api-messages.ts, block "my-data export"). */
export const EXPORT_MESSAGES = { notFound: 'No data is held for this account.' } as const
