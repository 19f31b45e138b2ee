'use client'

import Link from 'next/link'

/** Spec §2: an unexpected routing failure shows 'Unexpected Application Error!'. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="container section status-page">
      <h1>Unexpected Application Error!</h1>
      <p>Something went wrong while showing this page. Please try again.</p>
      <p className="status-actions">
        <button type="button" className="button" onClick={() => reset()}>
          Try again
        </button>
        <Link href="/">Go to the home page</Link>
      </p>
    </section>
  )
}
