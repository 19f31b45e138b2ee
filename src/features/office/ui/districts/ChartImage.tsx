'use client'

import { useEffect, useState } from 'react'

import { apiFetch, messageOf, SessionEndedError } from '@/features/accounts/ui/api'
import styles from '@/features/office/ui/admin.module.css'

type Props = { path: string; alt: string; size: { width: number; height: number }; className: string; testId: string; failed: string }

/**
 * A chart drawn on the server (GET /api/admin/districts/chart), fetched with the
 * office's bearer token (an <img src> could not send it) and shown from a blob:
 * URL. An image, not markup in the page: whatever the SVG held, as an image it
 * can run no script and reach nothing of the page. The box keeps the drawing's
 * proportions before it arrives, so the table below does not jump.
 */
export function ChartImage({ path, alt, size, className, testId, failed }: Props) {
  const [shown, setShown] = useState<{ src: string | null; error: string | null }>({ src: null, error: null })

  useEffect(() => {
    let live = true
    let url: string | null = null
    void (async () => {
      try {
        const res = await apiFetch(path, { cache: 'no-store' })
        if (!res.ok) {
          const message = (await messageOf(res)) ?? failed
          if (live) setShown({ src: null, error: message })
          return
        }
        const blob = await res.blob()
        if (!live) return
        url = URL.createObjectURL(blob)
        setShown({ src: url, error: null })
      } catch (err) {
        // After a 401 the page is already on its way to the login.
        if (live && !(err instanceof SessionEndedError)) setShown({ src: null, error: failed })
      }
    })()
    return () => {
      live = false
      // The next year's chart replaces this one; a decoded image stays drawn after its URL is revoked.
      if (url) URL.revokeObjectURL(url)
    }
  }, [path, failed])

  if (shown.error) {
    return (
      <p className={styles.error} role="alert">
        {shown.error}
      </p>
    )
  }
  if (!shown.src)
    return <div className={className} style={{ aspectRatio: `${size.width} / ${size.height}` }} data-testid={`${testId}-loading`} />
  // A blob: URL of our own SVG: next/image would have nothing to optimise.
  return <img src={shown.src} alt={alt} width={size.width} height={size.height} className={className} data-testid={testId} />
}
