'use client'

import { Link, useLocale } from '@/platform/i18n/LocaleProvider'
import { CHROME } from '@/features/content/client'

/** Spec §2: an unexpected routing failure shows 'Unexpected Application Error!' (in Hindi on a Hindi page). */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = CHROME[useLocale().lang].error
  return (
    <section className="container section status-page">
      <h1>{t.title}</h1>
      <p>{t.text}</p>
      <p className="status-actions">
        <button type="button" className="button" onClick={() => reset()}>
          {t.retry}
        </button>
        <Link href="/">{t.home}</Link>
      </p>
    </section>
  )
}
