'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { Link, useLocale } from '@/platform/i18n/LocaleProvider'
import { CHROME } from '@/features/content/client'
import { OFFICE_NAV_TEXT } from '@/features/office/client'
import { fill } from '@/platform/i18n/define'
import { splitLocale } from '@/platform/i18n/paths'
import { useOnNavigation } from '@/platform/ui/useOnNavigation'

import { useSession, type SessionUser } from './session'
import styles from './AccountMenu.module.css'

/**
 * The header's account area once someone is signed in: the membership badge and the profile dropdown.
 * AccountMenu loads this module only then, so a visitor's page never downloads it.
 */

type Item = { label: string; href: string; external?: boolean }
type Texts = (typeof CHROME)['en']

function itemsFor(user: SessionUser, t: Texts, office: (typeof OFFICE_NAV_TEXT)['en']): Item[] {
  const member: Item[] = [
    { label: t.profile, href: '/profile' },
    { label: t.downloadCertificate, href: '/certificate' },
    { label: t.submitGrievance, href: '/grievance' },
  ]
  if (user.role === 'admin') {
    return [
      { label: t.dashboard, href: '/admin/dashboard' },
      { label: t.listUsers, href: '/admin/users' },
      { label: t.mediaManagement, href: '/admin/media' },
    ]
  }
  // A district coordinator is a CHO too: their member pages, then their office pages.
  if (user.role === 'coordinator') {
    return [
      ...member,
      { label: t.dashboard, href: '/admin/dashboard' },
      { label: office.users, href: '/admin/users' },
      { label: office.grievances, href: '/admin/grievances' },
      { label: office.districts, href: '/admin/districts' },
    ]
  }
  // /cms is Payload's own app (another root layout, English), so a plain link.
  if (user.role === 'editor') return [...member, { label: t.cms, href: '/cms', external: true }]
  return member
}

export function SignedInMenu({ user }: { user: SessionUser }) {
  const { membership } = useSession()
  return (
    <div className={styles.signedIn}>
      {user.role !== 'admin' && membership.status ? <Badge active={membership.active} year={membership.status.membershipYear} /> : null}
      <ProfileDropdown user={user} />
    </div>
  )
}

function Badge({ active, year }: { active: boolean; year: string | number | undefined }) {
  const t = CHROME[useLocale().lang]
  return (
    <p className={`${styles.badge} ${active ? styles.active : styles.required}`} data-testid="membership-badge">
      <span className={styles.badgeStatus}>{active ? t.membershipActive : t.membershipRequired}</span>
      {year ? <span className={styles.badgeYear}>{fill(t.badgeYear, { year })}</span> : null}
    </p>
  )
}

function ProfileDropdown({ user }: { user: SessionUser }) {
  const { signOut } = useSession()
  const { lang } = useLocale()
  const t = CHROME[lang]
  const pathname = splitLocale(usePathname() ?? '/').path
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listId = useId()

  useOnNavigation(pathname, () => setOpen(false))

  useEffect(() => {
    if (!open) return
    const onPointer = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false)
    }
    // Captured on window, before the menu's own listener: Escape closes only this
    // dropdown, not the mobile menu around it.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      e.stopPropagation()
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    window.addEventListener('keydown', onKey, true)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      window.removeEventListener('keydown', onKey, true)
    }
  }, [open])

  const title = user.name.trim() || t.profile
  return (
    <div ref={ref} className={styles.dropdown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        title={title}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden="true" className={styles.avatar}>
          {title[0].toUpperCase()}
        </span>
        <span className={styles.name}>{title}</span>
        <span aria-hidden="true" className={`${styles.caret} ${open ? styles.caretUp : ''}`} />
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {itemsFor(user, t, OFFICE_NAV_TEXT[lang]).map((item) => (
          <li key={item.href}>
            {item.external ? (
              <a href={item.href} className={styles.item} onClick={() => setOpen(false)}>
                {item.label}
              </a>
            ) : (
              <Link
                href={item.href}
                className={styles.item}
                aria-current={pathname === item.href ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {item.label}
              </Link>
            )}
          </li>
        ))}
        <li className={styles.separator}>
          <button
            type="button"
            className={styles.item}
            onClick={() => {
              setOpen(false)
              void signOut()
            }}
          >
            {t.signOut}
          </button>
        </li>
      </ul>
    </div>
  )
}
