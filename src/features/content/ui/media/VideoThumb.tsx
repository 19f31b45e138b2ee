'use client'

import { useEffect, useRef, useState } from 'react'

export const VIDEO_PLACEHOLDER = '/video-placeholder.svg'

/**
 * The video service's still, or the local placeholder when there is none or it
 * cannot load (no internet, a blocked host). A plain <img>: next/image would make
 * the server fetch the still from the internet.
 */
export function VideoThumb({ src, className }: { src: string | null; className?: string }) {
  const [current, setCurrent] = useState(src ?? VIDEO_PLACEHOLDER)
  const ref = useRef<HTMLImageElement>(null)
  const fallBack = () => setCurrent(VIDEO_PLACEHOLDER)

  useEffect(() => {
    // The load may have failed before React attached onError during hydration.
    const img = ref.current
    if (img && img.complete && img.naturalWidth === 0) fallBack()
  }, [])

  return (
    <img
      ref={ref}
      className={className}
      src={current}
      alt=""
      width={1280}
      height={720}
      loading="lazy"
      decoding="async"
      onError={current === VIDEO_PLACEHOLDER ? undefined : fallBack}
      // A video without a high-resolution still gets the service's 120 px grey stand-in: use ours instead.
      onLoad={(e) => {
        if (current !== VIDEO_PLACEHOLDER && e.currentTarget.naturalWidth <= 120) fallBack()
      }}
    />
  )
}
