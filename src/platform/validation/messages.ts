import { defineMessages } from '../i18n/messages'
import { fieldLabel } from './text'

/** The fields as the Hindi forms label them; the English messages name the field by its key ('Name', 'ConfirmPassword'). */
const FIELD_NAMES_HI: Record<string, string> = {
  Name: 'नाम',
  Email: 'ई-मेल',
  Ehrms: 'EHRMS कोड',
  Gender: 'लिंग',
  Block: 'ब्लॉक',
  JoiningDate: 'कार्यभार ग्रहण की तिथि',
  Dob: 'जन्म तिथि',
  Phone: 'फ़ोन नंबर',
  District: 'ज़िला',
  Designation: 'पदनाम',
  Ayushman: 'आयुष्मान आरोग्य मंदिर',
  Password: 'पासवर्ड',
  ConfirmPassword: 'पासवर्ड की पुष्टि',
  Subject: 'विषय',
  Description: 'विवरण',
  Message: 'संदेश',
  // The office's offline payment form
  Year: 'वर्ष',
  Amount: 'राशि',
  Reference: 'संदर्भ',
  Note: 'टिप्पणी',
  // The roll import's own columns
  PaidYear: 'भुगतान वर्ष',
  ReceiptReference: 'रसीद संदर्भ',
}

const fieldHi = (field: string) => FIELD_NAMES_HI[fieldLabel(field)] ?? fieldLabel(field)

/** The field names the Hindi messages know (for the catalogue test). */
export const FIELDS_WITH_HINDI = Object.keys(FIELD_NAMES_HI)

/** What every form and input says about its fields (spec §5's wording). */
export const FORM_MESSAGES = defineMessages('form', {
  required: { en: (field: string) => `${fieldLabel(field)} is required`, hi: (field: string) => `${fieldHi(field)} आवश्यक है` },
  notText: { en: (field: string) => `${fieldLabel(field)} must be text`, hi: (field: string) => `${fieldHi(field)} पाठ के रूप में होना चाहिए` },
  tooLong: {
    en: (field: string, max: number) => `${fieldLabel(field)} must be at most ${max} characters`,
    hi: (field: string, max: number) => `${fieldHi(field)} अधिक से अधिक ${max} अक्षरों का हो सकता है`,
  },
  emailInvalid: { en: 'Please enter a valid email address', hi: 'कृपया सही ई-मेल पता लिखें' },
  notAnObject: { en: 'Please send the form fields as a JSON object.', hi: 'कृपया फ़ॉर्म की जानकारी JSON ऑब्जेक्ट के रूप में भेजें।' },
  controlChars: {
    en: 'This text contains control characters (such as NUL), which cannot be stored. Please remove them.',
    hi: 'इस पाठ में नियंत्रण वर्ण (जैसे NUL) हैं, जिन्हें सहेजा नहीं जा सकता। कृपया उन्हें हटाएँ।',
  },
})

// Kept apart from text.ts, which every page's scripts use: these carry the Hindi, which only a form needs.
export const EMAIL_INVALID = FORM_MESSAGES.emailInvalid
/** The answer to a body that is not a JSON object, for the forms whose fields it does not name. */
export const NOT_AN_OBJECT = FORM_MESSAGES.notAnObject
/** What a stored field says when it is sent text the forms would have cleaned (the CMS and its API store as sent). */
export const CONTROL_CHARS_MESSAGE = FORM_MESSAGES.controlChars
/** Spec §5: '<Field> is required' with the first letter capitalised ('Name is required'). */
export const requiredMessage = (field: string) => FORM_MESSAGES.required(field)
