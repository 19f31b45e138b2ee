import { Link } from '@/i18n/LocaleProvider'

import media from '@/components/media/media.module.css'

/** Shown with status 404 for an unknown or malformed news id. */
export default function NewsNotFound() {
  return (
    <div className={`container ${media.page}`}>
      <h1 className={media.heading}>News item not found</h1>
      <p>The news item may have been removed, or the link is incorrect.</p>
      <Link className={`button ${media.backLink}`} href="/media/news">
        <span aria-hidden="true">←</span> Back to News
      </Link>
    </div>
  )
}
