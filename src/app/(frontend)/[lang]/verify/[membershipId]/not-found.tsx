import { headers } from 'next/headers'

import { VERIFY_TEXT } from '@/features/membership/client'
import { splitLocale } from '@/platform/i18n/paths'

/** An id no membership carries: a plain answer, no guesses about why. A not-found page gets no params: its language is the address's. */
export default async function MembershipNotFound() {
  const t = VERIFY_TEXT[splitLocale((await headers()).get('x-page-path') ?? '/').lang].notFound
  return (
    <section className="container section status-page">
      <h1>{t.title}</h1>
      <p>{t.text}</p>
    </section>
  )
}
