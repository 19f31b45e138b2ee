'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { Link, useLocale } from '@/platform/i18n/LocaleProvider'
import { CHROME } from '@/features/content/texts/chrome'
import { useOnNavigation } from '@/platform/ui/useOnNavigation'
import { splitLocale } from '@/platform/i18n/paths'

import { LanguageSwitch } from './LanguageSwitch'
import { hasChildren, isActive, type MenuItem } from './menu'
import styles from './MainNav.module.css'

/**
 * The top menu. Dropdowns open and close on click, close on an outside click, on
 * Escape and after an item is picked. Below 900 px a Menu button shows the same
 * items as a collapsible panel.
 */
export function MainNav({ items, account }: { items: MenuItem[]; account: React.ReactNode }) {
  const { lang } = useLocale()
  const t = CHROME[lang]
  // The menu's links are English paths; a Hindi page is the same path under /hi.
  const pathname = splitLocale(usePathname() ?? '/').path
  const [open, setOpen] = useState<string | null>(null)
  const [mobileOpen, setMobileOpen] = useState(false)
  const navRef = useRef<HTMLElement>(null)
  const panelId = useId()

  // Navigating closes everything.
  useOnNavigation(pathname, () => {
    setOpen(null)
    setMobileOpen(false)
  })

  useEffect(() => {
    if (!open && !mobileOpen) return
    const onPointer = (e: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(e.target as Node)) {
        setOpen(null)
        setMobileOpen(false)
      }
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      if (open) {
        navRef.current?.querySelector<HTMLButtonElement>(`[data-menu="${CSS.escape(open)}"]`)?.focus()
        setOpen(null)
      } else setMobileOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open, mobileOpen])

  const close = () => {
    setOpen(null)
    setMobileOpen(false)
  }

  return (
    <nav ref={navRef} aria-label={t.mainNav} className={styles.nav}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={mobileOpen}
        aria-controls={panelId}
        onClick={() => setMobileOpen((v) => !v)}
      >
        <span aria-hidden="true" className={styles.burger} />
        {t.menu}
      </button>
      <div id={panelId} className={`${styles.panel} ${mobileOpen ? styles.panelOpen : ''}`}>
        <ul className={styles.list}>
          {items.map((item) => {
            if (!hasChildren(item)) {
              const active = isActive(item.href, pathname)
              return (
                <li key={item.label}>
                  <Link
                    href={item.href}
                    className={`${styles.link} ${active ? styles.active : ''}`}
                    aria-current={active ? 'page' : undefined}
                    onClick={close}
                  >
                    {item.label}
                  </Link>
                </li>
              )
            }
            const expanded = open === item.label
            const active = item.children.some((c) => isActive(c.href, pathname))
            const listId = `${panelId}-${item.label.replace(/\W+/g, '-')}`
            return (
              <li key={item.label} className={styles.dropdown}>
                <button
                  type="button"
                  data-menu={item.label}
                  className={`${styles.link} ${active ? styles.active : ''}`}
                  aria-expanded={expanded}
                  aria-controls={listId}
                  onClick={() => setOpen(expanded ? null : item.label)}
                >
                  {item.label}
                  <span aria-hidden="true" className={`${styles.caret} ${expanded ? styles.caretUp : ''}`} />
                </button>
                <ul id={listId} className={styles.submenu} hidden={!expanded}>
                  {item.children.map((child) => {
                    const childActive = isActive(child.href, pathname)
                    return (
                      <li key={child.href}>
                        <Link
                          href={child.href}
                          className={`${styles.sublink} ${childActive ? styles.active : ''}`}
                          aria-current={childActive ? 'page' : undefined}
                          onClick={close}
                        >
                          {child.label}
                        </Link>
                      </li>
                    )
                  })}
                </ul>
              </li>
            )
          })}
        </ul>
        <div className={styles.account}>
          <LanguageSwitch className={styles.languageMenu} />
          {account}
        </div>
      </div>
    </nav>
  )
}
