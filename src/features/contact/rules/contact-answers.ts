import { defineMessages } from '../../../platform/i18n/messages'
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../platform/validation/text'

/**
 * What the contact form needs on the page before its rules load: the caps and the answers (the public pages carry
 * no field messages or zod; those come with contact-messages.ts and contact.ts when the form is used).
 */

/** The caps of the contact-submissions collection too, so a valid message is always storable. */
export const CONTACT_LIMITS = { name: NAME_MAX_LENGTH, email: EMAIL_MAX_LENGTH, message: 5000 } as const

export const CONTACT_ANSWERS = defineMessages('contact', {
  notAnObject: { en: 'Please send your name, email and message.', hi: 'कृपया अपना नाम, ई-मेल और संदेश भेजें।' },
  success: {
    en: 'Thank you for your message! We will get back to you soon.',
    hi: 'आपके संदेश के लिए धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।',
  },
  failed: { en: 'Something went wrong', hi: 'कुछ गड़बड़ हो गई' },
  unreachable: { en: 'Something went wrong. Please try again later.', hi: 'कुछ गड़बड़ हो गई। कृपया बाद में फिर से प्रयास करें।' },
  tooMany: {
    en: 'Too many messages from your connection. Please try again in a few minutes.',
    hi: 'आपके कनेक्शन से बहुत अधिक संदेश आए हैं। कृपया कुछ मिनट बाद फिर से प्रयास करें।',
  },
  // What Payload refused past the shared rules, other than the e-mail (which says so itself).
  notStored: { en: 'Please check your message and try again.', hi: 'कृपया अपना संदेश जाँचें और फिर से प्रयास करें।' },
})

export type ContactMessage = { name: string; email: string; message: string }
export type ContactField = keyof ContactMessage
