import type { Locale } from '@/platform/i18n/locales'
import { fill } from '@/platform/i18n/define'
import { HOME_TEXT } from '@/features/content/texts/home'
import type { Leader } from '@/payload-types'
import { responsiveImage } from '@/features/content/presenters/responsive-image'

import { networkLabel, SocialIcon } from '../layout/SocialIcon'
import styles from './LeaderCards.module.css'

type Person = NonNullable<Leader['leaders']>[number]

const PHOTO_SIZE = 176

/** The square crop Payload made for the photo (320 px: a 176 px circle on a 1.75x phone), else the original. */
function photoOf(person: Person) {
  const doc = person.photo && typeof person.photo === 'object' ? person.photo : null
  const image = responsiveImage(doc, ['square'])
  return image && { ...image, alt: doc?.alt || person.name || '' }
}

/**
 * The association's leaders (photo, name, position, social links), on the
 * home page under an h2 and on /team under the h1: `headingLevel` is the level
 * of each name so the outline stays in order on both. The home page's are far below the fold, so their
 * photos load lazily there.
 */
export function LeaderCards({
  leaders,
  headingLevel,
  lang,
  photos = 'lazy',
}: {
  leaders: Leader['leaders']
  headingLevel: 2 | 3
  lang: Locale
  /** 'eager' where the cards are the top of the page (/team): a lazy picture in view is fetched late, and it is the largest paint there. */
  photos?: 'eager' | 'lazy'
}) {
  const t = HOME_TEXT[lang].leaders
  const people = leaders ?? []
  const Name = `h${headingLevel}` as const
  return (
    <ul className={styles.grid}>
      {people.map((person) => {
        const photo = photoOf(person)
        return (
          <li key={person.id ?? person.name} className={styles.card}>
            <div className={styles.photoFrame}>
              {photo ? (
                <img
                  src={photo.src}
                  srcSet={photo.srcSet}
                  sizes={`${PHOTO_SIZE}px`}
                  alt={photo.alt}
                  width={PHOTO_SIZE}
                  height={PHOTO_SIZE}
                  loading={photos}
                  decoding="async"
                  className={styles.photo}
                />
              ) : (
                <span className={styles.initials} aria-hidden="true">
                  {initials(person.name)}
                </span>
              )}
            </div>
            <Name className={styles.name}>{person.name}</Name>
            <p className={styles.position}>{person.position}</p>
            {person.socialLinks && person.socialLinks.length > 0 ? (
              <ul className={styles.social}>
                {person.socialLinks.map((link) => (
                  <li key={link.id ?? link.url}>
                    <a
                      href={link.url}
                      className={styles.socialLink}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={fill(t.social, { name: person.name ?? '', network: networkLabel(link.network) })}
                    >
                      <SocialIcon network={link.network} />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

const initials = (name: string | null | undefined) =>
  (name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
