/** What a browser bundle may import of the contact feature: its texts and rules (components: ui/, each by its path). */
export { CONTACT_MESSAGES, ContactInput } from './rules/contact'
export { CONTACT_TEXT } from './texts/contact'
