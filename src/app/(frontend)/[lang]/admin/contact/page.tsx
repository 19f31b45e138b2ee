import type { Metadata } from 'next'

import { AdminFrame } from '@/components/admin/AdminFrame'

import { ContactView } from './ContactView'

/** /admin/contact: messages sent through the contact form (spec §2 'Admin routes'). */
export const metadata: Metadata = { title: 'Contact Submissions' }

export default function AdminContactPage() {
  return (
    <AdminFrame title="Contact Submissions" back subtitle="Messages sent through the website's contact form, newest first">
      <ContactView />
    </AdminFrame>
  )
}
