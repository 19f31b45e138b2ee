'use client'

import { useEffect, useRef, useState } from 'react'

import { useApi } from '@/features/accounts/ui/useApi'
import { Certificate, type CertificateData } from '@/features/membership/ui/Certificate'
import { MembershipDetails } from '@/features/membership/ui/MembershipDetails'
import ui from '@/features/membership/ui/membership.module.css'
import { PayNow } from '@/features/payments/ui/PayNow'
import { shownError } from '@/features/membership/ui/shown-error'
import { useConfirming } from '@/features/payments/ui/useConfirming'
import { useMembershipStatus, type MembershipStatusRecord } from '@/features/membership/ui/useMembershipStatus'
import { displayDate, isCurrentYearPaid, MEMBERSHIP_TEXT } from '@/features/membership/client'
import { districtName } from '@/platform/i18n/districts'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { LOCALE_NAMES, LOCALES, type Locale } from '@/platform/i18n/locales'
import { localePath } from '@/platform/i18n/paths'

import styles from './certificate-page.module.css'

type Profile = { name?: string; ayushman?: string | null; block?: string | null; district?: string | null }

const readProfile = (body: unknown): Profile | null => (typeof body === 'object' && body !== null ? (body as Profile) : null)

/** The QR code's link comes signed from the server (its token needs the server secret); url null: no QR code. */
function readLink(body: unknown): { url: string | null } | null {
  const url = typeof body === 'object' && body !== null ? (body as { verifyUrl?: unknown }).verifyUrl : undefined
  return typeof url === 'string' || url === null ? { url } : null
}

const WIDTH = 1123
const HEIGHT = 794

/** The Hindi certificate's QR code opens the verify page in Hindi (the token signs the id, not the path). */
function inLanguage(url: string | null, lang: Locale): string | null {
  if (!url || lang === 'en') return url
  const link = new URL(url)
  link.pathname = localePath(lang, link.pathname)
  return link.toString()
}

function certificateData(
  record: MembershipStatusRecord,
  profile: Profile,
  association: string,
  verifyUrl: string | null,
  lang: Locale,
): CertificateData {
  const membershipId = record.membershipId || null
  return {
    association,
    number: membershipId ?? record.paymentId ?? '—',
    name: profile.name ?? '',
    ayushman: profile.ayushman ?? '',
    block: profile.block ?? '',
    district: profile.district ? districtName(profile.district, lang) : '',
    start: displayDate(record.startDate) ?? '',
    end: displayDate(record.endDate) ?? '',
    year: String(record.membershipYear ?? ''),
    verifyUrl: membershipId ? inLanguage(verifyUrl, lang) : null,
  }
}

/** Shrinks the fixed-size sheet to the width available (phones) with a transform; the export stays full size. */
function useFitScale(ref: React.RefObject<HTMLDivElement | null>) {
  const [scale, setScale] = useState(1)
  useEffect(() => {
    const node = ref.current
    if (!node) return
    const fit = () => setScale(Math.min(1, node.clientWidth / WIDTH))
    fit()
    const observer = new ResizeObserver(fit)
    observer.observe(node)
    return () => observer.disconnect()
  }, [ref])
  return scale
}

/** The language of the certificate drawn and downloaded: the page's at first, then the member's choice. */
function useCertificateLanguage(): [Locale, (lang: Locale) => void] {
  const [lang, setLang] = useState<Locale>('en')
  useEffect(() => setLang(document.documentElement.lang === 'hi' ? 'hi' : 'en'), [])
  return [lang, setLang]
}

function LanguageChoice({ lang, onChange }: { lang: Locale; onChange: (lang: Locale) => void }) {
  const t = MEMBERSHIP_TEXT[useLocale().lang].certificate
  return (
    <fieldset className={styles.language}>
      <legend>{t.language}</legend>
      {LOCALES.map((code) => (
        <label key={code} lang={code}>
          <input type="radio" name="certificate-language" value={code} checked={lang === code} onChange={() => onChange(code)} />
          {LOCALE_NAMES[code]}
        </label>
      ))}
    </fieldset>
  )
}

function CertificateSheet({ data: byLanguage }: { data: Record<Locale, CertificateData> }) {
  const [lang, setLang] = useCertificateLanguage()
  const t = MEMBERSHIP_TEXT[useLocale().lang].certificate
  const data = byLanguage[lang]
  const outer = useRef<HTMLDivElement>(null)
  const sheet = useRef<HTMLDivElement>(null)
  const scale = useFitScale(outer)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const download = async () => {
    if (!sheet.current) return
    setBusy(true)
    setError(null)
    try {
      // Loaded on demand: html2canvas is large and only this button needs it.
      const { default: html2canvas } = await import('html2canvas')
      const canvas = await html2canvas(sheet.current, {
        scale: 2,
        width: WIDTH,
        height: HEIGHT,
        backgroundColor: '#ffffff',
        logging: false,
        // The copy is drawn at full size, whatever the on-screen scale.
        onclone: (doc) => {
          const frame = doc.querySelector<HTMLElement>('[data-certificate-frame]')
          if (frame) frame.style.transform = 'none'
        },
      })
      const link = document.createElement('a')
      // The spec's name for the English certificate; the Hindi one says so.
      link.download = `membership-certificate-${data.name}-${data.year}${lang === 'hi' ? '-hi' : ''}.png`
      link.href = canvas.toDataURL('image/png')
      document.body.appendChild(link)
      link.click()
      link.remove()
    } catch {
      setError(t.generateFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <LanguageChoice lang={lang} onChange={setLang} />
      <div ref={outer} className={styles.fit} style={{ height: HEIGHT * scale }}>
        <div data-certificate-frame="" className={styles.frame} style={{ transform: `scale(${scale})` }}>
          <Certificate ref={sheet} data={data} lang={lang} />
        </div>
      </div>
      {error ? (
        <p className={ui.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className={ui.payButton} onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {busy ? t.preparing : t.download}
      </button>
    </>
  )
}

/**
 * /certificate (spec §2, §8, §9): this year paid → the certificate and its
 * download; otherwise 'Certificate Access', the status block and Pay Now.
 */
export function CertificateView({ association, checkoutSrc }: { association: Record<Locale, string>; checkoutSrc: string }) {
  const { lang } = useLocale()
  const t = MEMBERSHIP_TEXT[lang].certificate
  const { record, loading, error } = useMembershipStatus()
  const paid = isCurrentYearPaid(record)
  const { confirming, start: startConfirming } = useConfirming(paid)
  // Asked for once this year is paid; without it the certificate is drawn with what the record has.
  const asked = useApi(paid ? '/api/auth/profile' : null, { read: readProfile, failed: t.profileFailed })
  const profile = asked.data ?? (asked.error === null ? null : {})
  const link = useApi(paid ? '/api/membership/verify-link' : null, { read: readLink, failed: t.linkFailed })
  // undefined while asked; a failed answer leaves the certificate without a QR code rather than without a certificate.
  const verifyUrl = link.data ? link.data.url : link.error === null ? undefined : null

  if (loading) {
    return (
      <p className={ui.state} role="status">
        {t.loadingStatus}
      </p>
    )
  }
  if (error && !record) {
    return (
      <p className={ui.error} role="alert">
        {shownError(error, lang)}
      </p>
    )
  }
  if (paid && record) {
    return (
      <section className={styles.section} aria-labelledby="certificate-heading">
        <h2 id="certificate-heading" className={styles.heading}>
          {t.heading}
        </h2>
        {profile && verifyUrl !== undefined ? (
          <CertificateSheet
            data={{
              en: certificateData(record, profile, association.en, verifyUrl, 'en'),
              hi: certificateData(record, profile, association.hi, verifyUrl, 'hi'),
            }}
          />
        ) : (
          <p className={ui.state} role="status">
            {t.loading}
          </p>
        )}
      </section>
    )
  }
  return (
    <section className={styles.section} aria-labelledby="access-heading">
      <h2 id="access-heading" className={styles.heading}>
        {t.access}
      </h2>
      <p className={ui.note}>{t.accessNote}</p>
      {record ? <MembershipDetails record={record} confirming={confirming} /> : null}
      <PayNow checkoutSrc={checkoutSrc} association={association[lang]} confirming={confirming} startConfirming={startConfirming} />
    </section>
  )
}
