import { bilingual } from '../../../platform/i18n/define'

/**
 * The contact form and the contact block (/contact and the home page). The
 * office's address, phones and map come from the CMS; these are the words the
 * code writes around them. The form's checks and the server's answers are
 * translated by api.ts.
 */
export const CONTACT_TEXT = bilingual(
  {
    title: 'Contact Us',
    visit: 'Visit our {offices}.',
    and: ' and ',
    form: 'Contact form',
    name: 'Name',
    email: 'Email',
    message: 'Message',
    send: 'Send Message',
    sending: 'Sending...',
    phone: 'Phone',
    map: 'Map: {place}',
    office: 'office',
  },
  {
    title: 'संपर्क करें',
    visit: 'हमारे {offices} पर आएँ।',
    and: ' और ',
    form: 'संपर्क फ़ॉर्म',
    name: 'नाम',
    email: 'ई-मेल',
    message: 'संदेश',
    send: 'संदेश भेजें',
    sending: 'भेजा जा रहा है...',
    phone: 'फ़ोन',
    map: 'नक्शा: {place}',
    office: 'कार्यालय',
  },
)
