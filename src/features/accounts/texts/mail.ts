/**
 * The texts of every e-mail, in both languages: a member's mail
 * goes in their preferred language. Placeholders are {name}; `Mail` makes a
 * key missing from Hindi fail the type check.
 */
const en = {
  welcome: {
    subject: 'Welcome to the {org}',
    created: 'Thank you for registering. Your account has been created.',
    nextStep:
      'Next step: pay the yearly membership fee of Rs {fee} to activate your membership for this year and download your certificate:',
    payLink: 'Pay the membership fee',
    notYou: 'If you did not register, please ignore this e-mail or write to us.',
  },
  reset: {
    subject: 'Reset your password',
    request: 'We received a request to reset the password of your account. Open this link to choose a new password:',
    link: 'Reset your password',
    expires: 'The link works once and expires in {minutes} minutes.',
    notYou: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  passwordChanged: {
    subject: 'Your password was changed',
    changed: 'The password of your account was just changed, and every device that was signed in has been signed out.',
    notYou: 'If this was not you, reset your password at once and contact the association:',
    link: 'Reset your password',
  },
  // The first mail of a member imported from the office's roll.
  importWelcome: {
    subject: 'Your account on the {org} website',
    created: 'The association has added you to its member roll on its website, with your details as the office has them.',
    setPassword: 'To sign in, choose your password with this link:',
    link: 'Set your password',
    expires: 'The link works once and expires in {days} days. After that, use Forgot Password on the login page.',
    notYou: 'If you are not a member of the association, please ignore this e-mail or write to us.',
  },
  emailChanged: {
    subject: 'Your sign-in e-mail was changed',
    changed:
      'The association office has changed the e-mail address of your account on its website (member roll import). This address ({email}) no longer signs in.',
    signedOut: 'Every device that was signed in has been signed out. From now on, sign in with the new address the office has for you.',
    notYou: 'If you did not ask for this change, please contact the association at once.',
  },
}

export type Mail = { [K in keyof typeof en]: (typeof en)[K] extends string ? string : { [L in keyof (typeof en)[K]]: string } }

const hi: Mail = {
  welcome: {
    subject: '{org} में आपका स्वागत है',
    created: 'पंजीकरण के लिए धन्यवाद। आपका खाता बन गया है।',
    nextStep: 'अगला कदम: इस वर्ष की सदस्यता सक्रिय करने और अपना प्रमाणपत्र डाउनलोड करने के लिए ₹{fee} का वार्षिक सदस्यता शुल्क जमा करें:',
    payLink: 'सदस्यता शुल्क जमा करें',
    notYou: 'यदि आपने पंजीकरण नहीं किया है, तो इस ई-मेल को अनदेखा करें या हमें लिखें।',
  },
  reset: {
    subject: 'अपना पासवर्ड बदलें',
    request: 'आपके खाते का पासवर्ड बदलने का अनुरोध मिला है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:',
    link: 'पासवर्ड बदलें',
    expires: 'यह लिंक एक ही बार चलेगा और {minutes} मिनट में समाप्त हो जाएगा।',
    notYou: 'यदि यह अनुरोध आपने नहीं किया, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  },
  passwordChanged: {
    subject: 'आपका पासवर्ड बदल दिया गया है',
    changed: 'आपके खाते का पासवर्ड अभी बदला गया है, और जिन उपकरणों पर आप लॉग इन थे, उन सब से लॉग आउट कर दिया गया है।',
    notYou: 'यदि यह आपने नहीं किया, तो तुरंत अपना पासवर्ड बदलें और संघ से संपर्क करें:',
    link: 'पासवर्ड बदलें',
  },
  importWelcome: {
    subject: '{org} की वेबसाइट पर आपका खाता',
    created: 'संघ ने कार्यालय के पास उपलब्ध आपके विवरण के साथ आपको अपनी वेबसाइट पर सदस्य सूची में जोड़ा है।',
    setPassword: 'लॉग इन करने के लिए इस लिंक से अपना पासवर्ड चुनें:',
    link: 'अपना पासवर्ड चुनें',
    expires: 'यह लिंक एक ही बार चलेगा और {days} दिन में समाप्त हो जाएगा। उसके बाद लॉग इन पेज पर "पासवर्ड भूल गए" का उपयोग करें।',
    notYou: 'यदि आप संघ के सदस्य नहीं हैं, तो इस ई-मेल को अनदेखा करें या हमें लिखें।',
  },
  emailChanged: {
    subject: 'लॉग इन का आपका ई-मेल बदल दिया गया है',
    changed: 'संघ के कार्यालय ने अपनी वेबसाइट पर आपके खाते का ई-मेल पता बदल दिया है (सदस्य सूची आयात)। इस पते ({email}) से अब लॉग इन नहीं होगा।',
    signedOut: 'जिन उपकरणों पर आप लॉग इन थे, उन सब से लॉग आउट कर दिया गया है। अब कार्यालय के पास दर्ज नए पते से लॉग इन करें।',
    notYou: 'यदि यह बदलाव आपने नहीं माँगा, तो तुरंत संघ से संपर्क करें।',
  },
}

export const MAIL_TEXT = { en, hi } as const
