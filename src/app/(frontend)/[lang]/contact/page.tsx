import type { Metadata } from 'next'

import { ContactSection } from '@/features/contact/ui/ContactSection'
import { ContentPage } from '@/features/content/ui/home/ContentPage'
import { CONTACT_TEXT } from '@/features/contact/client'
import { fill } from '@/platform/i18n/define'
import { langOf } from '@/platform/http/route-lang'
import { getGlobal, pageMetadata } from '@/features/content'

type Props = { params: Promise<{ lang: string }> }

/** /contact: the contact-details global and the contact form, as on the home page; /hi/contact in Hindi. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langOf(params)
  const t = CONTACT_TEXT[lang]
  const contact = await getGlobal('contact-details', lang)
  const offices = (contact.offices ?? []).map((o) => o.label).join(t.and)
  const description = [contact.intro, offices ? fill(t.visit, { offices }) : null].filter(Boolean).join(' ')
  return pageMetadata({ title: contact.title || t.title, description, path: '/contact' })
}

export default async function ContactPage({ params }: Props) {
  const lang = await langOf(params)
  const contact = await getGlobal('contact-details', lang)
  return (
    <ContentPage title={contact.title || CONTACT_TEXT[lang].title} lead={contact.intro ? <p>{contact.intro}</p> : null} wide>
      <ContactSection contact={contact} titleLevel={null} lang={lang} />
    </ContentPage>
  )
}
