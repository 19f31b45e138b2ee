'use client'

import { useId, useRef, useState, type KeyboardEvent } from 'react'

import { useLocale } from '@/platform/i18n/LocaleProvider'
import { ADMIN_MEDIA_TEXT } from '@/features/content/texts/admin-media'

import styles from './media.module.css'
import { NewsManager } from './NewsManager'
import { PhotoManager } from './PhotoManager'
import { VideoManager } from './VideoManager'

const TABS = [
  { key: 'news', label: 'newsTab', Panel: NewsManager },
  { key: 'photos', label: 'photosTab', Panel: PhotoManager },
  { key: 'videos', label: 'videosTab', Panel: VideoManager },
] as const

/**
 * The three sections of /admin/media as an ARIA tab list (News & Events first):
 * arrow keys, Home and End move between tabs, Tab goes into the panel. Only the
 * chosen panel is mounted, and it loads its list each time it is shown.
 */
export function MediaTabs() {
  const [active, setActive] = useState(0)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const id = useId()
  const t = ADMIN_MEDIA_TEXT[useLocale().lang]

  const onKeyDown = (e: KeyboardEvent) => {
    const last = TABS.length - 1
    const next = { ArrowRight: active === last ? 0 : active + 1, ArrowLeft: active === 0 ? last : active - 1, Home: 0, End: last }[e.key]
    if (next === undefined) return
    e.preventDefault()
    setActive(next)
    tabs.current[next]?.focus()
  }

  const { Panel } = TABS[active]
  return (
    <>
      <div role="tablist" aria-label={t.tabs} className={styles.tablist} onKeyDown={onKeyDown}>
        {TABS.map((tab, index) => (
          <button
            key={tab.key}
            ref={(el) => {
              tabs.current[index] = el
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel`}
            tabIndex={index === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(index)}
          >
            {t[tab.label]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${TABS[active].key}`} className={styles.tabpanel}>
        <Panel />
      </div>
    </>
  )
}
