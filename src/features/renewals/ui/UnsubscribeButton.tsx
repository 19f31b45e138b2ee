'use client'

import { OneClickAction } from '@/features/accounts/ui/OneClickAction'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { RENEWAL_TEXT } from '@/features/renewals/client'

/** The one button of /unsubscribe: posts the renewal reminders' signed token. */
export function UnsubscribeButton({ token }: { token: string }) {
  return <OneClickAction endpoint="/api/renewals/unsubscribe" body={{ token }} text={RENEWAL_TEXT[useLocale().lang].unsubscribe} />
}
