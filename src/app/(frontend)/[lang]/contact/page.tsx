import type { Metadata } from 'next'

import { ContactSection } from '@/components/contact/ContactSection'
import { ContentPage } from '@/components/home/ContentPage'
import { langOf, type LangParams } from '@/i18n/route-lang'
import { getGlobal } from '@/lib/queries'
import { pageMetadata } from '@/lib/seo'

/** /contact: the contact-details global and the contact form, as on the home page. */
export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  const contact = await getGlobal('contact-details', await langOf(params))
  const offices = (contact.offices ?? []).map((o) => o.label).join(' and ')
  const description = [contact.intro, offices ? `Visit our ${offices}.` : null].filter(Boolean).join(' ')
  return pageMetadata({ title: contact.title || 'Contact Us', description, path: '/contact' })
}

export default async function ContactPage({ params }: LangParams) {
  const contact = await getGlobal('contact-details', await langOf(params))
  return (
    <ContentPage title={contact.title || 'Contact Us'} lead={contact.intro ? <p>{contact.intro}</p> : null} wide>
      <ContactSection contact={contact} titleLevel={null} />
    </ContentPage>
  )
}
