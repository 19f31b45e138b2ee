import { bilingual } from '../../../platform/i18n/define'

/** The personal-data breach notice to each affected member (docs/BREACH.md), sent in both languages. */
export const BREACH_MAIL = bilingual(
  {
    subject: 'Important: a security incident that may affect your personal data',
    intro:
      'We are writing to tell you about a security incident that may have affected your personal data held by the association. It was found on {since} or later.',
    what: 'What happened and which data: {what}',
    done: 'We have contained the incident, informed the Data Protection Board of India and CERT-In, and are investigating.',
    advice:
      'Please be careful with calls, messages or e-mails that ask for your password, OTP or bank details: we never ask for them. Change your password on the site if you have used it elsewhere.',
    contact: 'Questions: write to the Grievance Officer named in our privacy policy:',
    policy: 'Privacy policy',
  },
  {
    subject: 'महत्वपूर्ण: एक सुरक्षा घटना जो आपके व्यक्तिगत डेटा को प्रभावित कर सकती है',
    intro: 'हम आपको एक सुरक्षा घटना के बारे में सूचित कर रहे हैं जिससे संघ के पास रखा आपका व्यक्तिगत डेटा प्रभावित हो सकता है। यह {since} या उसके बाद पाई गई।',
    what: 'क्या हुआ और कौन सा डेटा: {what}',
    done: 'हमने घटना को रोक दिया है, भारतीय डेटा संरक्षण बोर्ड और CERT-In को सूचित कर दिया है, और जाँच कर रहे हैं।',
    advice:
      'पासवर्ड, OTP या बैंक विवरण माँगने वाले कॉल, संदेश या ई-मेल से सावधान रहें: हम इन्हें कभी नहीं माँगते। यदि आपने यही पासवर्ड कहीं और भी उपयोग किया है तो साइट पर अपना पासवर्ड बदलें।',
    contact: 'प्रश्न: हमारी गोपनीयता नीति में दिए गए शिकायत अधिकारी को लिखें:',
    policy: 'गोपनीयता नीति',
  },
)
