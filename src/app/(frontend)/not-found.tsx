import Link from 'next/link'

export const metadata = { title: 'Page not found' }

/** Unknown paths: say so plainly and offer the way on. */
export default function NotFound() {
  return (
    <section className="container section status-page">
      <h1>Page not found</h1>
      <p>We could not find the page you asked for. It may have moved, or the link may be mistyped.</p>
      <ul className="status-links">
        <li>
          <Link href="/">Home</Link>
        </li>
        <li>
          <Link href="/media/news">Latest News &amp; Events</Link>
        </li>
        <li>
          <Link href="/membership">Become A Member</Link>
        </li>
        <li>
          <Link href="/contact">Contact Us</Link>
        </li>
      </ul>
    </section>
  )
}
