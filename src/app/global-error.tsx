'use client'

/** Last resort when even the site layout fails (e.g. the database is down): the spec's error text, plain. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', color: '#1f2937' }}>
        <main style={{ maxWidth: 640, margin: '0 auto', padding: '3rem 1rem' }}>
          <h1 style={{ color: '#7f1d1d' }}>Unexpected Application Error!</h1>
          <p>Something went wrong on our side. Please try again in a moment.</p>
          <p style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
            <button
              type="button"
              onClick={() => reset()}
              style={{
                minHeight: 44,
                padding: '0 1rem',
                background: '#b91c1c',
                color: '#fff',
                border: 0,
                borderRadius: 6,
                fontWeight: 700,
              }}
            >
              Try again
            </button>
            {/* A full page load, not client navigation: the app's own state may be what failed. */}
            <a href="/" style={{ color: '#7f1d1d' }}>
              Go to the home page
            </a>
          </p>
        </main>
      </body>
    </html>
  )
}
