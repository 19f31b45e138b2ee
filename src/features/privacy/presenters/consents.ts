import type { Choices } from '../operations/opt-ins'

/** The body of GET and POST /api/my-data/consents and the withdrawal link: which purposes are in force. */
export const consentsView = (c: Choices) => ({ consents: { membership: c.membership, newsletter: c.newsletter, whatsapp: c.whatsapp } })
