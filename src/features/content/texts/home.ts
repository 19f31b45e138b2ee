import { bilingual } from '../../../platform/i18n/define'

/**
 * The home page and the text pages (about, mission & vision, privacy policy,
 * team): the headings, fallbacks and labels the code writes around the CMS
 * content. The content itself (home-page global, pages, leaders) is the CMS's.
 */
export const HOME_TEXT = bilingual(
  {
    home: {
      learnMore: 'Learn More About Us',
      whatWeDo: 'What We Do',
      news: 'Latest News & Events',
      noNews: 'No news items available at the moment',
      allNews: 'View All News',
    },
    missionVision: {
      vision: 'Our Vision',
      mission: 'Our Mission',
      objectives: 'Core Objectives',
      initiatives: 'Key Initiatives',
      goals: 'Future Goals',
    },
    privacy: {
      updated: 'Last updated:',
      officer: 'Grievance Officer',
      officerLead: 'For questions, corrections, erasure or complaints about your personal data, contact:',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
    },
    team: {
      title: 'Our Team',
      description: "The association's leaders: {people}.",
    },
    leaders: {
      social: '{name} on {network} (opens in a new tab)',
    },
  },
  {
    home: {
      learnMore: 'हमारे बारे में और जानें',
      whatWeDo: 'हम क्या करते हैं',
      news: 'समाचार और कार्यक्रम',
      noNews: 'अभी कोई समाचार उपलब्ध नहीं है',
      allNews: 'सभी समाचार देखें',
    },
    missionVision: {
      vision: 'हमारा दृष्टिकोण',
      mission: 'हमारा लक्ष्य',
      objectives: 'मुख्य उद्देश्य',
      initiatives: 'प्रमुख पहल',
      goals: 'भविष्य के लक्ष्य',
    },
    privacy: {
      updated: 'अंतिम अद्यतन:',
      officer: 'शिकायत अधिकारी',
      officerLead: 'अपनी व्यक्तिगत जानकारी के बारे में प्रश्न, सुधार, मिटाने या शिकायत के लिए संपर्क करें:',
      name: 'नाम',
      email: 'ई-मेल',
      phone: 'फ़ोन',
    },
    team: {
      title: 'हमारी टीम',
      description: 'संघ के पदाधिकारी: {people}।',
    },
    leaders: {
      social: '{network} पर {name} (नए टैब में खुलता है)',
    },
  },
)
