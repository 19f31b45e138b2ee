import { bilingual } from '../../../platform/i18n/define'

/**
 * The member's opt-ins in both languages: the "Communication
 * choices" block of /profile and /my-data, the confirmation mail with its
 * one-click withdrawal, and the /withdraw-consent page the mail links to.
 */
export const CONSENT_CHOICES_TEXT = bilingual(
  {
    purposes: {
      newsletter: 'the newsletter by e-mail',
      whatsapp: 'updates on WhatsApp or SMS',
    },
    choices: {
      legend: 'Communication choices',
      newsletter: 'Send me the newsletter by e-mail',
      whatsapp: 'Send me updates on WhatsApp or SMS',
      note: 'Renewal reminders and mails about your grievances are part of your membership and need no opt-in.',
      saved: 'Saved. We have sent you an e-mail with a link to withdraw at any time.',
      savedOff: 'Saved. You will not get this any more.',
      failed: 'Could not save your choice. Please try again.',
      loadFailed: 'Your communication choices could not be loaded. Please try again.',
    },
    mail: {
      subject: 'You have opted in to {purpose}',
      confirm: 'Thank you. On {date} you asked us to send you {purpose}. You can change this at any time on your profile.',
      withdraw: 'Changed your mind? One click withdraws this consent:',
      withdrawLink: 'Withdraw my consent',
    },
    withdraw: {
      title: 'Withdraw consent',
      lead: 'You opted in to get messages from the association beyond your membership.',
      question: 'Do you want to stop getting {purpose}?',
      button: 'Withdraw my consent',
      working: 'Please wait...',
      done: 'Done. Your consent is withdrawn: you will not get {purpose} any more.',
      backOn: 'Changed your mind? You can opt in again in your profile.',
      profileLink: 'Open my profile',
      noToken: 'This page needs the link from your confirmation e-mail. Please open that link again.',
      failed: 'Your consent could not be withdrawn. Please try again.',
    },
  },
  {
    purposes: {
      newsletter: 'ई-मेल से समाचार-पत्र',
      whatsapp: 'व्हाट्सऐप या एसएमएस पर सूचनाएँ',
    },
    choices: {
      legend: 'संचार के विकल्प',
      newsletter: 'मुझे ई-मेल से समाचार-पत्र भेजें',
      whatsapp: 'मुझे व्हाट्सऐप या एसएमएस पर सूचनाएँ भेजें',
      note: 'नवीनीकरण अनुस्मारक और आपकी शिकायतों से जुड़े ई-मेल आपकी सदस्यता का हिस्सा हैं; इनके लिए अलग सहमति की आवश्यकता नहीं है।',
      saved: 'सहेज लिया गया। हमने आपको एक ई-मेल भेजा है, जिसके लिंक से आप कभी भी सहमति वापस ले सकते हैं।',
      savedOff: 'सहेज लिया गया। अब आपको यह नहीं भेजा जाएगा।',
      failed: 'आपका विकल्प सहेजा नहीं जा सका। कृपया फिर से प्रयास करें।',
      loadFailed: 'आपके संचार के विकल्प लोड नहीं हो सके। कृपया फिर से प्रयास करें।',
    },
    mail: {
      subject: 'आपने {purpose} पाने की सहमति दी है',
      confirm: 'धन्यवाद। {date} को आपने हमसे {purpose} भेजने को कहा। आप इसे कभी भी अपनी प्रोफ़ाइल में बदल सकते हैं।',
      withdraw: 'विचार बदल गया? एक क्लिक से यह सहमति वापस लें:',
      withdrawLink: 'मेरी सहमति वापस लें',
    },
    withdraw: {
      title: 'सहमति वापस लें',
      lead: 'आपने अपनी सदस्यता के अलावा संघ से संदेश पाने की सहमति दी थी।',
      question: 'क्या आप {purpose} पाना बंद करना चाहते हैं?',
      button: 'मेरी सहमति वापस लें',
      working: 'कृपया प्रतीक्षा करें...',
      done: 'हो गया। आपकी सहमति वापस ले ली गई है: अब हम आपको {purpose} नहीं भेजेंगे।',
      backOn: 'विचार बदल गया? आप अपनी प्रोफ़ाइल में फिर से सहमति दे सकते हैं।',
      profileLink: 'मेरी प्रोफ़ाइल खोलें',
      noToken: 'इस पृष्ठ के लिए आपके पुष्टि ई-मेल का लिंक चाहिए। कृपया वह लिंक फिर से खोलें।',
      failed: 'आपकी सहमति वापस नहीं ली जा सकी। कृपया फिर से प्रयास करें।',
    },
  },
)
