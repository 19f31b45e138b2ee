import type { Metadata } from 'next'

import { ContactSection } from '@/features/contact/ui/ContactSection'
import { Hero } from '@/features/content/ui/home/Hero'
import { AboutPanel, MissionVisionPanel, Programs, WhatWeDo } from '@/features/content/ui/home/HomeSections'
import { NewsPanel } from '@/features/content/ui/home/NewsPanel'
import { LeaderCards } from '@/features/content/ui/leaders/LeaderCards'
import { HOME_TEXT } from '@/features/content/client'
import { langOf } from '@/platform/http/route-lang'
import { getGlobal, getNewsList, pageMetadata } from '@/features/content'

import layout from '@/features/content/ui/home/HomeLayout.module.css'
import section from '@/features/content/ui/home/section.module.css'

/** Spec §9: the home news panel shows at most six items. */
const HOME_NEWS = 6

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const home = await getGlobal('home-page', await langOf(params))
  return pageMetadata({ title: home.heroHeadline ?? '', description: home.heroText || home.aboutPanelText, path: '/' })
}

type Props = { params: Promise<{ lang: string }> }

export default async function HomePage({ params }: Props) {
  const lang = await langOf(params)
  const [home, news, leaders, contact] = await Promise.all([
    getGlobal('home-page', lang),
    getNewsList(lang, HOME_NEWS),
    getGlobal('leaders', lang),
    getGlobal('contact-details', lang),
  ])
  return (
    <>
      <Hero home={home} lang={lang} />
      <WhatWeDo home={home} lang={lang} />
      <div className={`container ${layout.newsAbout}`}>
        <NewsPanel title={home.newsPanelTitle || HOME_TEXT[lang].home.news} news={news} lang={lang} />
        <div className={layout.aboutColumn}>
          <AboutPanel home={home} />
          <MissionVisionPanel home={home} />
        </div>
      </div>
      <Programs home={home} />
      {leaders.leaders && leaders.leaders.length > 0 ? (
        <section className={`container ${section.section}`} aria-labelledby="leaders-title">
          <h2 id="leaders-title" className={section.title}>
            {leaders.title}
          </h2>
          <LeaderCards leaders={leaders.leaders} headingLevel={3} lang={lang} />
        </section>
      ) : null}
      <section className={layout.contactBand} aria-labelledby="contact-title">
        <div className={`container ${section.section}`}>
          <ContactSection contact={contact} titleLevel={2} lang={lang} />
        </div>
      </section>
    </>
  )
}
