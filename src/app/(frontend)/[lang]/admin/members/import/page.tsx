import type { Metadata } from 'next'

import { AdminFrame } from '@/features/office/ui/AdminFrame'
import { IMPORT_TEXT } from '@/features/office/client'
import { langOf } from '@/platform/http/route-lang'

import { ImportView } from '../../../../../../features/office/ui/import/ImportView'

/** /admin/members/import: the roll from a spreadsheet — choose, check (dry run), import. */
type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: IMPORT_TEXT[await langOf(params)].title }
}

export default async function AdminImportPage({ params }: Props) {
  const lang = await langOf(params)
  const t = IMPORT_TEXT[lang]
  return (
    <AdminFrame lang={lang} title={t.title} back subtitle={t.subtitle}>
      <ImportView />
    </AdminFrame>
  )
}
