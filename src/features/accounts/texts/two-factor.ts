import { bilingual } from '../../../platform/i18n/define'

/** The code step of /login and the enrolment page /account/two-factor (admins and coordinators). */
export const TWO_FACTOR_TEXT = bilingual(
  {
    login: {
      codeLabel: 'Enter the 6-digit code from your authenticator app',
      recoveryLabel: 'Enter one of your recovery codes',
      useRecovery: 'Use a recovery code instead',
      useApp: 'Use the authenticator app code instead',
      verify: 'Verify',
      verifying: 'Verifying...',
      codeRequired: 'Please enter the code.',
    },
    setup: {
      title: 'Set up your second factor',
      description: 'Connect an authenticator app to your admin or coordinator account.',
      lead: 'Admins and coordinators see the data of many members, so they sign in with a code from an authenticator app as well as their password.',
      start: 'Show the QR code',
      starting: 'Preparing...',
      scan: '1. Scan this QR code with your authenticator app (for example Google Authenticator or Microsoft Authenticator).',
      qrAlt: 'QR code for your authenticator app',
      manual: 'Or type this key into the app:',
      confirmLabel: '2. Enter the 6-digit code the app now shows',
      confirm: 'Confirm',
      confirming: 'Checking...',
      codesTitle: 'Your recovery codes',
      codesLead:
        'Keep these ten codes somewhere safe, away from your phone. Each one lets you sign in once if you lose your phone. They are shown only now.',
      done: 'Continue',
      signInFirst: 'Please log in first.',
      failed: 'Something went wrong. Please try again.',
    },
  },
  {
    login: {
      codeLabel: 'अपने ऑथेंटिकेटर ऐप से 6 अंकों का कोड लिखें',
      recoveryLabel: 'अपने रिकवरी कोड में से कोई एक लिखें',
      useRecovery: 'इसकी जगह रिकवरी कोड इस्तेमाल करें',
      useApp: 'इसकी जगह ऑथेंटिकेटर ऐप का कोड इस्तेमाल करें',
      verify: 'जाँचें',
      verifying: 'जाँच हो रही है...',
      codeRequired: 'कृपया कोड लिखें।',
    },
    setup: {
      title: 'अपना दूसरा सत्यापन (सेकंड फ़ैक्टर) सेट करें',
      description: 'अपने एडमिन या समन्वयक खाते से ऑथेंटिकेटर ऐप जोड़ें।',
      lead: 'एडमिन और समन्वयक बहुत से सदस्यों का डेटा देखते हैं, इसलिए वे पासवर्ड के साथ ऑथेंटिकेटर ऐप के कोड से लॉगिन करते हैं।',
      start: 'QR कोड दिखाएँ',
      starting: 'तैयारी हो रही है...',
      scan: '1. इस QR कोड को अपने ऑथेंटिकेटर ऐप (जैसे Google Authenticator या Microsoft Authenticator) से स्कैन करें।',
      qrAlt: 'आपके ऑथेंटिकेटर ऐप के लिए QR कोड',
      manual: 'या यह कुंजी ऐप में लिखें:',
      confirmLabel: '2. ऐप अब जो 6 अंकों का कोड दिखा रहा है, वह लिखें',
      confirm: 'पुष्टि करें',
      confirming: 'जाँच हो रही है...',
      codesTitle: 'आपके रिकवरी कोड',
      codesLead: 'इन दस कोड को अपने फ़ोन से अलग किसी सुरक्षित जगह रखें। फ़ोन खो जाने पर हर कोड से एक बार लॉगिन हो सकता है। ये केवल अभी दिखाए जा रहे हैं।',
      done: 'आगे बढ़ें',
      signInFirst: 'कृपया पहले लॉगिन करें।',
      failed: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    },
  },
)
