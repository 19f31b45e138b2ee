'use client'

import { useRouter } from 'next/navigation'

import forms from '@/features/accounts/ui/forms.module.css'
import { homeFor, safeNextPath } from '@/features/accounts/ui/routes'
import { useSession } from '@/features/accounts/ui/session'
import { useSend } from '@/features/accounts/ui/useSend'
import styles from '@/features/privacy/ui/notice.module.css'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { NOTICE_TEXT } from '@/features/privacy/client'

/**
 * "I have read it": POST /api/my-data/notice {version}, then on to
 * where the member was going (?next=, a path on this site only) or their home.
 */
export function ConfirmNotice({ version }: { version: number }) {
  const router = useRouter()
  const { lang, href } = useLocale()
  const { user } = useSession()
  const t = NOTICE_TEXT[lang].confirm
  const { send, sending, error } = useSend(t.failed)

  async function confirm() {
    const done = await send<{ version: number }>('/api/my-data/notice', { method: 'POST', json: { version } })
    if (!done) return
    const next = safeNextPath(new URLSearchParams(window.location.search).get('next'), window.location.origin)
    router.replace(next ?? href(homeFor(user?.role)))
  }

  return (
    <div className={styles.actions}>
      <button type="button" className={forms.submit} onClick={confirm} disabled={sending}>
        {sending ? t.sending : t.button}
      </button>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
