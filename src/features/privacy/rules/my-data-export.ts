import { defineMessages } from '../../../platform/i18n/messages'

/** GET /api/my-data: the one message of the export. */
export const EXPORT_MESSAGES = defineMessages('privacy.export', {
  notFound: { en: 'No data is held for this account.', hi: 'इस खाते का कोई डेटा हमारे पास नहीं है।' },
})
