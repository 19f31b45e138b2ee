import type { Payload } from 'payload'

import { aboutPage, contactDetails, homePage, leaders, missionVision, privacyPolicy, siteSettings } from './content'
import { DEFER_NOTICE_VERSION } from '@/features/privacy/model'
import { appendNoticeVersionIfChanged } from '@/features/privacy'
import { seedGlobalsHindi } from './hindi'
import { emblemPng, portraitJpeg } from './images'
import { ensureImage } from '../../platform/seed/util'

/**
 * Each global is filled only while its main field is still empty, so texts that
 * office staff have edited in the CMS are never overwritten by a later start.
 */

type Log = (msg: string) => void

/** The CMS edits short lists as rows of { text }, not as plain strings. */
const rows = (items: readonly string[]) => items.map((text) => ({ text }))

async function seedSiteSettings(payload: Payload, log: Log) {
  const current = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  if (current.siteName) return
  const logo = await ensureImage(payload, log, `Emblem of the ${siteSettings.siteName}`, 'upcho-emblem.png', emblemPng)
  await payload.updateGlobal({ slug: 'site-settings', data: { ...siteSettings, logo }, overrideAccess: true })
  log('filled site settings, menu and footer')
}

async function seedHomePage(payload: Payload, log: Log) {
  const current = await payload.findGlobal({ slug: 'home-page', depth: 0, overrideAccess: true })
  if (current.heroHeadline) return
  await payload.updateGlobal({ slug: 'home-page', data: homePage, overrideAccess: true })
  log('filled home page texts')
}

async function seedAboutPage(payload: Payload, log: Log) {
  const current = await payload.findGlobal({ slug: 'about-page', depth: 0, overrideAccess: true })
  if (current.title) return
  await payload.updateGlobal({
    slug: 'about-page',
    data: { ...aboutPage, aims: rows(aboutPage.aims), achievements: rows(aboutPage.achievements) },
    overrideAccess: true,
  })
  log('filled about page (Hindi)')
}

async function seedMissionVision(payload: Payload, log: Log) {
  const current = await payload.findGlobal({ slug: 'mission-vision', depth: 0, overrideAccess: true })
  if (current.title) return
  await payload.updateGlobal({
    slug: 'mission-vision',
    data: {
      ...missionVision,
      coreObjectives: rows(missionVision.coreObjectives),
      keyInitiatives: rows(missionVision.keyInitiatives),
      futureGoals: rows(missionVision.futureGoals),
    },
    overrideAccess: true,
  })
  log('filled mission & vision page')
}

async function seedPrivacyPolicy(payload: Payload, log: Log) {
  const current = await payload.findGlobal({ slug: 'privacy-policy', depth: 0, overrideAccess: true })
  if (current.title) return
  // The notice's version is made once the Hindi is in too (seedGlobals), so both languages are version 1.
  await payload.updateGlobal({ slug: 'privacy-policy', data: privacyPolicy, overrideAccess: true, context: DEFER_NOTICE_VERSION })
  log('filled privacy policy')
}

async function seedLeaders(payload: Payload, log: Log) {
  const current = await payload.findGlobal({ slug: 'leaders', depth: 0, overrideAccess: true })
  // No required field here: an empty title and an empty list together mean "never filled".
  if (current.title || current.leaders?.length) return
  const people = []
  for (const { portrait, ...leader } of leaders.leaders) {
    const photo = await ensureImage(payload, log, `Portrait of ${leader.name}, ${leader.position}`, `leader-${portrait.seed}.jpg`, () =>
      portraitJpeg(portrait.seed, portrait),
    )
    people.push({ ...leader, photo })
  }
  await payload.updateGlobal({ slug: 'leaders', data: { title: leaders.title, leaders: people }, overrideAccess: true })
  log('filled leaders')
}

async function seedContactDetails(payload: Payload, log: Log) {
  const current = await payload.findGlobal({ slug: 'contact-details', depth: 0, overrideAccess: true })
  if (current.title || current.offices?.length) return
  await payload.updateGlobal({ slug: 'contact-details', data: contactDetails, overrideAccess: true })
  log('filled contact details')
}

export async function seedGlobals(payload: Payload, log: Log): Promise<void> {
  await seedSiteSettings(payload, log)
  await seedHomePage(payload, log)
  await seedAboutPage(payload, log)
  await seedMissionVision(payload, log)
  await seedPrivacyPolicy(payload, log)
  await seedLeaders(payload, log)
  await seedContactDetails(payload, log)
  // After the English: the Hindi rows are the English rows (same ids), with Hindi words.
  await seedGlobalsHindi(payload, log)
  // The privacy notice as seeded, English and Hindi, is one version (1 on a fresh site).
  const version = await appendNoticeVersionIfChanged(payload)
  if (version) log(`privacy notice version ${version} made`)
}
