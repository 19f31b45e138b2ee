import { bilingual } from './define'

/** /grievance: a member's grievance to the association (issue 13). The server's answers come translated (api.ts). */
export const GRIEVANCE_TEXT = bilingual(
  {
    title: 'Submit a Grievance',
    lead: "The association's office reads every grievance and follows it up with you.",
    form: 'Grievance form',
    subject: 'Subject',
    description: 'Description',
    descriptionHint: 'Say what happened, where and when, and what you would like the association to do.',
    submit: 'Submit Grievance',
    submitting: 'Submitting...',
    success: 'Grievance submitted successfully!',
    failed: 'Failed to submit grievance. Please try again.',
    unreachable: 'An error occurred. Please try again later.',
    signedOut: 'Authentication required. Please login again.',
  },
  {
    title: 'शिकायत दर्ज करें',
    lead: 'संघ का कार्यालय हर शिकायत पढ़ता है और आपके साथ उस पर आगे की कार्रवाई करता है।',
    form: 'शिकायत का फ़ॉर्म',
    subject: 'विषय',
    description: 'विवरण',
    descriptionHint: 'बताएँ कि क्या हुआ, कहाँ और कब हुआ, और आप संघ से क्या कराना चाहते हैं।',
    submit: 'शिकायत दर्ज करें',
    submitting: 'दर्ज हो रही है...',
    success: 'शिकायत सफलतापूर्वक दर्ज हो गई!',
    failed: 'शिकायत दर्ज नहीं हो सकी। कृपया फिर से प्रयास करें।',
    unreachable: 'कोई त्रुटि हुई। कृपया बाद में फिर से प्रयास करें।',
    signedOut: 'प्रमाणीकरण आवश्यक है। कृपया फिर से लॉग इन करें।',
  },
)
