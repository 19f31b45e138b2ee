import type { GlobalConfig } from 'payload'

import { anyone, staff } from '../../../platform/access/roles'
import { appendNoticeVersion } from '@/features/privacy/model'
import { revalidateGlobal, TAGS } from '../../../platform/cache/revalidate'
import { globalWithContentDesk } from '../../../platform/payload/content-desk'
import { localizedText } from '../../../platform/payload/localized'
import { cards, link, longText, plain, socialLinks, text, textList } from './global-fields'

/**
 * Everything office staff may change without a developer. Public pages read
 * these through the Local API; staff edit them in the CMS at /cms.
 */
const access = { read: anyone, update: staff }
const group = 'Site texts'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  hooks: { afterChange: revalidateGlobal(TAGS.global('site-settings')) },
  label: 'Site settings, menu and footer',
  admin: {
    group,
    description: 'The name and logo at the top of every page, the top menu, and the links and copyright line in the footer.',
  },
  access,
  fields: [
    text('siteName', 'Site name', { required: true }),
    text('tagline', 'Tagline'),
    {
      name: 'logo',
      type: 'upload',
      relationTo: 'images',
      admin: { description: 'A square image works best; it is shown small beside the site name.' },
    },
    {
      name: 'menu',
      type: 'array',
      admin: { description: 'The top menu. An item with sub-items becomes a dropdown.' },
      fields: [
        localizedText({ name: 'label', type: 'text', required: true, maxLength: 60 }),
        { name: 'href', label: 'Link (leave empty for a dropdown)', type: 'text', maxLength: 300 },
        link('children', 'Dropdown items'),
      ],
    },
    link('footerQuickLinks', 'Footer: Quick Links'),
    link('footerAboutLinks', 'Footer: About Us'),
    socialLinks(),
    text('copyright', 'Copyright line', {
      admin: { description: 'The year after © is shown as the present year, so it never needs changing in January.' },
    }),
  ],
}

export const HomePage: GlobalConfig = {
  slug: 'home-page',
  hooks: { afterChange: revalidateGlobal(TAGS.global('home-page')) },
  label: 'Home page',
  admin: {
    group,
    description:
      'The texts of the home page: the big headline at the top, the "What We Do" cards, the mission and vision boxes and the programmes. News on the home page comes from News & Events.',
  },
  access,
  fields: [
    text('heroHeadline', 'Hero headline', { required: true }),
    longText('heroText', 'Hero text'),
    text('heroButtonLabel', 'Hero button label'),
    text('whatWeDoTitle', '"What We Do" title'),
    cards('whatWeDo', '"What We Do" cards'),
    text('newsPanelTitle', 'Latest news panel title'),
    text('aboutPanelTitle', 'About panel title'),
    longText('aboutPanelText', 'About panel text (registration and purpose)'),
    text('missionTitle', 'Mission title'),
    longText('missionText', 'Mission text'),
    text('visionTitle', 'Vision title'),
    longText('visionText', 'Vision text'),
    text('programsTitle', 'Programs title'),
    cards('programs', 'Programs'),
  ],
}

export const AboutPage: GlobalConfig = {
  slug: 'about-page',
  hooks: { afterChange: revalidateGlobal(TAGS.global('about-page')) },
  label: 'About page (Hindi)',
  admin: {
    group,
    description:
      'The About Us page, written in Hindi: the introduction, the aims and the achievements of the association. Both /about and /hi/about show it; a separate text under हिन्दी is only needed to show /hi/about differently.',
  },
  access,
  fields: [
    text('title', 'Title', { required: true }),
    longText('intro', 'Introduction'),
    text('aimsTitle', 'Aims heading'),
    textList('aims', 'Aims'),
    text('achievementsTitle', 'Achievements heading'),
    textList('achievements', 'Achievements'),
  ],
}

export const MissionVision: GlobalConfig = {
  slug: 'mission-vision',
  hooks: { afterChange: revalidateGlobal(TAGS.global('mission-vision')) },
  label: 'Mission & vision page',
  admin: { group, description: 'The Mission & Vision page: vision, mission, objectives, initiatives and goals.' },
  access,
  fields: [
    text('title', 'Title', { required: true }),
    longText('vision', 'Vision'),
    longText('mission', 'Mission'),
    textList('coreObjectives', 'Core objectives'),
    textList('keyInitiatives', 'Key initiatives'),
    textList('futureGoals', 'Future goals'),
  ],
}

export const PrivacyPolicy: GlobalConfig = {
  slug: 'privacy-policy',
  hooks: { afterChange: [...revalidateGlobal(TAGS.global('privacy-policy')), appendNoticeVersion] },
  label: 'Privacy policy',
  admin: {
    group,
    description: 'The Privacy Policy page. Change it only with the office bearers\' approval; update "Last updated" when you do.',
  },
  access,
  fields: [
    text('title', 'Title', { required: true }),
    { name: 'lastUpdated', label: 'Last updated', type: 'date' },
    longText('intro', 'Introduction'),
    {
      name: 'sections',
      type: 'array',
      fields: [
        localizedText({ name: 'heading', type: 'text', required: true, maxLength: 150 }),
        localizedText({ name: 'body', type: 'textarea', required: true, maxLength: 10000 }),
      ],
    },
    {
      name: 'grievanceOfficer',
      label: 'Grievance contact for personal data (DPDP Act)',
      type: 'group',
      fields: [text('name', 'Name'), plain('email', 'E-mail'), plain('phone', 'Phone')],
    },
  ],
}

export const Leaders: GlobalConfig = {
  slug: 'leaders',
  hooks: { afterChange: revalidateGlobal(TAGS.global('leaders')) },
  label: 'Leaders (team)',
  admin: {
    group,
    description: 'The office bearers shown on the home page and the Team page: photo, name, position and social links (at most six).',
  },
  access,
  fields: [
    text('title', 'Section title'),
    {
      name: 'leaders',
      type: 'array',
      maxRows: 6,
      fields: [
        { name: 'photo', type: 'upload', relationTo: 'images', admin: { description: 'A portrait photo; it is cropped to a circle.' } },
        localizedText({ name: 'name', type: 'text', required: true, maxLength: 100 }),
        localizedText({ name: 'position', type: 'text', required: true, maxLength: 100 }),
        socialLinks(),
      ],
    },
  ],
}

export const ContactDetails: GlobalConfig = {
  slug: 'contact-details',
  hooks: { afterChange: revalidateGlobal(TAGS.global('contact-details')) },
  label: 'Contact details',
  admin: { group, description: 'The addresses, phone numbers, e-mail and map shown on the Contact page and in the footer.' },
  access,
  fields: [
    text('title', 'Section title'),
    text('intro', 'Introduction'),
    {
      name: 'offices',
      type: 'array',
      admin: { description: 'The Kanpur office and the Lucknow camp office.' },
      fields: [
        localizedText({ name: 'label', type: 'text', required: true, maxLength: 100 }),
        localizedText({ name: 'address', type: 'textarea', required: true, maxLength: 500 }),
      ],
    },
    plain('phone1', 'Phone 1'),
    plain('phone2', 'Phone 2'),
    plain('email', 'E-mail'),
    plain('mapEmbedUrl', 'Map embed link', {
      admin: { description: 'The "embed" link of the map, e.g. from OpenStreetMap.' },
      maxLength: 1000,
    }),
    text('mapTitle', 'Map title (for screen readers)'),
  ],
}

// Every page text has drafts, versions, scheduled publishing and live preview (src/platform/payload/content-desk.ts).
export const globals = [SiteSettings, HomePage, AboutPage, MissionVision, PrivacyPolicy, Leaders, ContactDetails].map(globalWithContentDesk)
