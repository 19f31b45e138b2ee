import { fill } from '@/platform/i18n/define'
import { CONTACT_TEXT } from '@/features/contact/texts/contact'
import type { Locale } from '@/platform/i18n/locales'
import type { ContactDetail } from '@/payload-types'

import { ContactForm } from './ContactForm'
import { MapFrame } from './MapFrame'
import section from '@/features/content/ui/home/section.module.css'
import styles from './ContactSection.module.css'
import { telHref } from './tel'

/** Only an https map is embedded; anything else typed into the CMS is ignored. */
const safeMapUrl = (url: string | null | undefined) => {
  try {
    return url && new URL(url).protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/**
 * The contact block (spec §1): form, offices, phones, e-mail and map. On the
 * home page it is a section under an h2; /contact already has the title as its
 * h1, so there it starts at the office headings (`titleLevel` null).
 */
export function ContactSection({ contact, titleLevel, lang }: { contact: ContactDetail; titleLevel: 2 | null; lang: Locale }) {
  const t = CONTACT_TEXT[lang]
  const Sub = titleLevel === 2 ? 'h3' : 'h2'
  const phones = [contact.phone1, contact.phone2].filter((p): p is string => Boolean(p))
  const mapUrl = safeMapUrl(contact.mapEmbedUrl)
  return (
    <div className={styles.wrap}>
      {titleLevel === 2 ? (
        <header className={styles.header}>
          <h2 id="contact-title" className={section.title}>
            {contact.title || t.title}
          </h2>
          {contact.intro ? <p className={styles.intro}>{contact.intro}</p> : null}
        </header>
      ) : null}
      <div className={styles.grid}>
        <div className={styles.formCard}>
          <ContactForm />
        </div>
        <div className={styles.details}>
          {(contact.offices ?? []).map((office) => (
            <div key={office.id ?? office.label} className={styles.block}>
              <Sub className={styles.blockTitle}>{office.label}</Sub>
              <address className={styles.address}>
                {(office.address ?? '').split(/\r?\n/).map((line, i) => (
                  <span key={i}>{line}</span>
                ))}
              </address>
            </div>
          ))}
          {phones.length > 0 || contact.email ? (
            <ul className={styles.reach}>
              {phones.map((phone) => (
                <li key={phone}>
                  <span className={styles.label}>{t.phone}</span>
                  <a href={telHref(phone)}>{phone}</a>
                </li>
              ))}
              {contact.email ? (
                <li>
                  <span className={styles.label}>{t.email}</span>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
      </div>
      {mapUrl ? (
        <MapFrame
          className={styles.map}
          src={mapUrl}
          title={contact.mapTitle || fill(t.map, { place: contact.offices?.[0]?.label ?? contact.title ?? t.office })}
        />
      ) : null}
    </div>
  )
}
