'use client'

import { useEffect, useState } from 'react'

type Props = { src: string; title: string; className: string }

/**
 * The embedded map (spec §1), added once the page has loaded. A frame this close to the top
 * loads at once even when lazy, and its page then shares the phone's link with the text and the scripts
 * the visitor came for; Lighthouse counted it before the first paint of /contact (1.5 s, against 0.9 s
 * on the other pages). Until then an empty box of the frame's size holds its place, so nothing moves;
 * without scripts the frame comes from <noscript>.
 */
export function MapFrame({ src, title, className }: Props) {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    const show = () => setLoaded(true)
    if (document.readyState === 'complete') return show()
    window.addEventListener('load', show, { once: true })
    return () => window.removeEventListener('load', show)
  }, [])
  const frame = (
    <iframe
      className={className}
      src={src}
      title={title}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      width="1160"
      height="360"
    />
  )
  if (loaded) return frame
  // The frame for a browser without scripts sits inside the box, which it fills.
  return (
    <div className={className} data-map-pending="">
      <noscript>{frame}</noscript>
    </div>
  )
}
