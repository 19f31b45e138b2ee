import { bilingual } from '../../../platform/i18n/define'

/**
 * The privacy notice's versions on /privacy-policy and
 * /privacy-policy/versions/N, and its confirmation at sign-in on /notice.
 */
export const NOTICE_TEXT = bilingual(
  {
    policy: {
      version: 'Version {version} · in force since {date}',
      earlier: 'Earlier versions of this notice',
      earlierItem: 'Version {version} · from {date}',
    },
    version: {
      title: 'Privacy notice, version {version}',
      description: 'Version {version} of the association’s privacy notice, as it was published.',
      published: 'Published on {date}.',
      old: 'This version is no longer in force. It was replaced on {date}.',
      current: 'This is the version in force.',
      toCurrent: 'Read the notice in force',
      empty: 'This version had no text in this language.',
    },
    confirm: {
      title: 'Please read our privacy notice',
      description: 'Read the privacy notice in force and confirm that you have read it.',
      lead: 'Before you go on, please read our privacy notice (version {version}, in force since {date}). It says what data we keep about you, why, who we share it with, for how long, and how to use your rights.',
      button: 'I have read it',
      sending: 'Saving…',
      failed: 'Your confirmation could not be saved. Please try again.',
      loading: 'Loading…',
      none: 'There is no privacy notice to confirm yet.',
      myData: 'To see or download your data, or to ask for a correction or erasure:',
    },
  },
  {
    policy: {
      version: 'संस्करण {version} · {date} से लागू',
      earlier: 'इस सूचना के पिछले संस्करण',
      earlierItem: 'संस्करण {version} · {date} से',
    },
    version: {
      title: 'गोपनीयता सूचना, संस्करण {version}',
      description: 'संघ की गोपनीयता सूचना का संस्करण {version}, जैसा वह प्रकाशित हुआ था।',
      published: '{date} को प्रकाशित।',
      old: 'यह संस्करण अब लागू नहीं है। {date} को इसकी जगह नया संस्करण आया।',
      current: 'यही संस्करण अभी लागू है।',
      toCurrent: 'लागू सूचना पढ़ें',
      empty: 'इस संस्करण में इस भाषा का कोई पाठ नहीं था।',
    },
    confirm: {
      title: 'कृपया हमारी गोपनीयता सूचना पढ़ें',
      description: 'लागू गोपनीयता सूचना पढ़ें और पुष्टि करें कि आपने उसे पढ़ लिया है।',
      lead: 'आगे बढ़ने से पहले कृपया हमारी गोपनीयता सूचना पढ़ें (संस्करण {version}, {date} से लागू)। इसमें बताया गया है कि हम आपका कौन-सा डेटा रखते हैं, क्यों, किसके साथ साझा करते हैं, कितने समय तक, और आप अपने अधिकारों का उपयोग कैसे करें।',
      button: 'मैंने इसे पढ़ लिया है',
      sending: 'सहेजा जा रहा है…',
      failed: 'आपकी पुष्टि सहेजी नहीं जा सकी। कृपया फिर से प्रयास करें।',
      loading: 'लोड हो रहा है…',
      none: 'पुष्टि के लिए अभी कोई गोपनीयता सूचना नहीं है।',
      myData: 'अपना डेटा देखने या डाउनलोड करने, या सुधार अथवा मिटाने का अनुरोध करने के लिए:',
    },
  },
)
