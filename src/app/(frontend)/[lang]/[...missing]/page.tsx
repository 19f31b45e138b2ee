import { notFound } from 'next/navigation'

// Any path no other page claims renders the site's own 404 page, inside the site layout.
export default function Missing() {
  notFound()
}
