/** Brand marks of the social networks the CMS offers, drawn inline: no third-party assets. */
import type { Leader } from '@/payload-types'

type Network = NonNullable<NonNullable<Leader['leaders']>[number]['socialLinks']>[number]['network']

const LABELS: Record<Network, string> = {
  facebook: 'Facebook',
  x: 'X (Twitter)',
  youtube: 'YouTube',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
}

export const networkLabel = (network: Network) => LABELS[network] ?? network

// Simplified brand marks in a 24-unit box, filled with the current colour.
const GLYPHS: Record<Network, string> = {
  facebook: 'M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.6V4.3A20 20 0 0 0 14.4 4C12 4 10.5 5.4 10.5 8v2.5H8v3h2.5V21z',
  x: 'M4 3.5h4.6l4 5.6 4.8-5.6h2L13.5 10l6.9 10.5h-4.6l-4.4-6.2-5.4 6.2h-2l6.5-7.4z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
  instagram:
    'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zm0 2A2.5 2.5 0 0 0 5 7.5v9A2.5 2.5 0 0 0 7.5 19h9a2.5 2.5 0 0 0 2.5-2.5v-9A2.5 2.5 0 0 0 16.5 5zM12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm4.6-3.4a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  linkedin:
    'M4 9h3.5v11H4zm1.75-5.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM9.5 9h3.3v1.6c.5-.9 1.7-1.9 3.5-1.9 3.6 0 4.2 2.3 4.2 5.4V20H17v-5.2c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H9.5z',
  whatsapp:
    'M12 2.5a9.5 9.5 0 0 0-8.2 14.3L2.5 21.5l4.8-1.3A9.5 9.5 0 1 0 12 2.5zm0 2a7.5 7.5 0 1 1-3.9 13.9l-.3-.2-2.5.7.7-2.4-.2-.4A7.5 7.5 0 0 1 12 4.5zm-3 3.8c-.2 0-.6.1-.9.4-.3.3-1.1 1.1-1.1 2.7s1.2 3.1 1.3 3.3c.2.2 2.3 3.6 5.6 4.9 2.8 1.1 3.3.9 3.9.8.6-.1 2-.8 2.2-1.6.3-.8.3-1.5.2-1.6l-.6-.4-2-1c-.3-.1-.5-.2-.7.1l-.9 1.2c-.2.2-.4.2-.7.1-.3-.2-1.3-.5-2.5-1.5-.9-.8-1.5-1.8-1.7-2.1-.2-.3 0-.5.1-.6l.5-.6.3-.5c.1-.2 0-.4 0-.6l-.9-2.3c-.2-.6-.5-.5-.7-.5z',
}

export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={GLYPHS[network]} fillRule="evenodd" />
    </svg>
  )
}
