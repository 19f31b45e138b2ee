/**
 * Demo texts of the site-wide globals. Strings that seed-spec.md §1 names
 * ('Learn More About Us', the What We Do cards, the five programs, footer links)
 * are used verbatim because the public pages and their tests look for them.
 */

const ORG = 'UP Community Health Officers Association'

const facebook = { network: 'facebook', url: 'https://www.facebook.com/' } as const
const x = { network: 'x', url: 'https://x.com/' } as const

export const siteSettings = {
  siteName: ORG,
  tagline: 'उत्तर प्रदेश सामुदायिक स्वास्थ्य अधिकारी संघ',
  menu: [
    { label: 'Home', href: '/' },
    {
      label: 'About',
      children: [
        { label: 'About', href: '/about' },
        { label: 'Mission & Vision', href: '/mission-vision' },
      ],
    },
    {
      label: 'Media',
      children: [
        { label: 'Latest News & Events', href: '/media/news' },
        { label: 'Photo Gallery', href: '/media/photos' },
        { label: 'Video Gallery', href: '/media/videos' },
      ],
    },
    { label: 'Team', href: '/team' },
    { label: 'Contact', href: '/contact' },
  ],
  footerQuickLinks: [
    { label: 'Become A Member', href: '/membership' },
    { label: 'Our Vision & Mission', href: '/mission-vision' },
    { label: 'Contact Us', href: '/contact' },
  ],
  footerAboutLinks: [
    { label: 'About', href: '/about' },
    { label: 'Privacy Policy', href: '/privacy-policy' },
  ],
  socialLinks: [facebook, x],
  copyright: `© 2025 ${ORG}. All rights reserved.`,
}

export const homePage = {
  heroHeadline: 'Empowering Community Health Officers of Uttar Pradesh',
  heroText:
    'We are the united voice of the Community Health Officers who run the Ayushman Arogya Mandirs across the state.\n' +
    'Together we stand for fair service conditions, professional growth and better primary health care in every village.',
  heroButtonLabel: 'Learn More About Us',
  whatWeDoTitle: 'What We Do',
  whatWeDo: [
    {
      title: 'Advocate for CHO Rights',
      text: 'We take the concerns of CHOs on honorarium, incentives, transfers and safety at work to the department and the government, and follow them up until they are settled.',
    },
    {
      title: 'Professional Development',
      text: 'Workshops, refresher trainings and peer learning help our members keep pace with new programmes, portals and clinical protocols.',
    },
    {
      title: 'Community Building',
      text: 'District and block units connect CHOs who often work alone, so that no member faces a problem without colleagues beside them.',
    },
    {
      title: 'Stay Updated',
      text: 'Circulars, government orders, meeting outcomes and events reach members quickly through this website and our district networks.',
    },
  ],
  newsPanelTitle: 'Latest News & Events',
  aboutPanelTitle: 'About the Association',
  aboutPanelText:
    `The ${ORG} is a trade union of the Community Health Officers of Uttar Pradesh, registered under the Trade Unions Act, 1926 with the Registrar of Trade Unions, Uttar Pradesh. Its registration number and certificate are kept at the state office in Kanpur and can be seen there on request.\n` +
    'The association brings together CHOs posted at Ayushman Arogya Mandirs in all 75 districts. Its purpose is to protect the rights and dignity of its members, resolve their grievances through dialogue with the department, support them in times of need, and help them give the best possible care to the communities they serve.',
  missionTitle: 'Our Mission',
  missionText:
    'To organise every Community Health Officer of Uttar Pradesh into one disciplined and democratic body that secures fair pay, safe working conditions and respect for its members, while strengthening comprehensive primary health care at the grassroots.',
  visionTitle: 'Our Vision',
  visionText:
    'A state where every Ayushman Arogya Mandir is led by a confident, well-trained and well-supported Community Health Officer, and where the cadre is recognised as the backbone of primary health care.',
  programsTitle: 'Our Programs',
  programs: [
    {
      title: 'Educational Initiatives',
      text: 'Guidance sessions on service rules, leave, incentives and the rights of contractual and regular staff.',
    },
    {
      title: 'Community Outreach',
      text: 'Health camps, awareness drives and screening days organised with members in their own villages.',
    },
    {
      title: 'Research and Development',
      text: 'Surveys of members on workload, travel and facilities, so that our demands rest on evidence.',
    },
    {
      title: 'Professional Development',
      text: 'Trainings on NCD screening, digital portals, mental health and leadership for CHOs at every stage of their career.',
    },
    {
      title: 'Advocacy and Support',
      text: 'Representation before officials, legal help in service matters and welfare support for members and their families.',
    },
  ],
}

export const aboutPage = {
  title: 'हमारे बारे में',
  intro:
    'उत्तर प्रदेश सामुदायिक स्वास्थ्य अधिकारी संघ प्रदेश के आयुष्मान आरोग्य मंदिरों पर कार्यरत सामुदायिक स्वास्थ्य अधिकारियों (सीएचओ) का एक पंजीकृत श्रमिक संगठन है।\n' +
    'गाँव-गाँव तक प्राथमिक स्वास्थ्य सेवाएँ पहुँचाने वाले सीएचओ प्रायः अकेले ही एक पूरे स्वास्थ्य केंद्र की ज़िम्मेदारी निभाते हैं। संघ उन्हें एक मंच पर लाता है, ताकि उनकी बात एक स्वर में शासन और विभाग तक पहुँचे।\n' +
    'संघ प्रदेश के सभी 75 जनपदों में जनपद एवं ब्लॉक इकाइयों के माध्यम से कार्य करता है और अपने सदस्यों के हितों की रक्षा के साथ-साथ जनता को बेहतर स्वास्थ्य सेवाएँ देने के लिए प्रतिबद्ध है।',
  aimsTitle: 'संघ के उद्देश्य',
  aims: [
    'सभी सामुदायिक स्वास्थ्य अधिकारियों में एकता स्थापित करना और संगठन को सुदृढ़ बनाना।',
    'सदस्यों में अनुशासन, कर्तव्यनिष्ठा और सेवा-भाव को बढ़ावा देना।',
    'सदस्यों की समस्याओं एवं शिकायतों का विभागीय स्तर पर समयबद्ध निवारण कराना।',
    'सेवा संबंधी मामलों में सदस्यों को विधिक संरक्षण एवं कानूनी सहायता उपलब्ध कराना।',
    'दुर्घटना, गंभीर बीमारी या आपदा की स्थिति में सदस्यों एवं उनके परिवारों को कल्याणकारी आर्थिक सहायता देना।',
    'श्रम विभाग तथा शासन और प्रशासन के कार्यालयों के साथ सहयोग एवं समन्वय बनाए रखना।',
  ],
  achievementsTitle: 'संघ की उपलब्धियाँ',
  achievements: [
    'महिला सीएचओ की सुरक्षा को ध्यान में रखते हुए आयुष्मान आरोग्य मंदिरों की कार्य-समय सारिणी में परिवर्तन कराया गया।',
    'संघ के आह्वान पर हुई डिजिटल हड़ताल के बाद रोका गया लॉयल्टी बोनस पुनः बहाल कराया गया।',
    'कार्य-आधारित प्रोत्साहन राशि (पीबीआई) में से ₹5000 मासिक मानदेय में जुड़वाए गए।',
    'सदस्यों के लिए पारस्परिक (म्यूचुअल) स्थानांतरण की प्रक्रिया प्रारंभ कराई गई।',
  ],
}

export const missionVision = {
  title: 'Mission & Vision',
  vision:
    'A strong, respected and united cadre of Community Health Officers in every district of Uttar Pradesh, delivering quality primary health care close to people’s homes.\n' +
    'We see a future in which every CHO works in safety, is paid fairly and on time, and has a clear path to grow in the profession.',
  mission:
    'To represent Community Health Officers before the department and the government, to resolve their grievances through dialogue and lawful means, and to equip them with the knowledge and support they need to serve their communities well.',
  coreObjectives: [
    'Unite all Community Health Officers of the state under one democratic organisation.',
    'Secure fair honorarium, timely incentives and just service conditions for members.',
    'Ensure a safe workplace for every CHO, with special care for women members.',
    'Resolve member grievances quickly through regular dialogue with the department.',
    'Provide legal guidance and welfare support to members and their families.',
  ],
  keyInitiatives: [
    'District and block units that meet every month and report to the state body.',
    'An online grievance desk on this website for members.',
    'Training workshops on NCD screening, digital portals and leadership.',
    'A welfare fund for members facing accidents, serious illness or disasters.',
    'Guidance for members applying for mutual transfers.',
  ],
  futureGoals: [
    'A clear career progression and regularisation policy for CHOs.',
    'Uniform travel support and security arrangements at remote health centres.',
    'A state convention of members every year, with elected district delegates.',
    'A group insurance scheme for all paid-up members.',
  ],
}

export const privacyPolicy = {
  title: 'Privacy Policy',
  lastUpdated: '2025-12-01T06:30:00.000Z',
  intro:
    `This notice tells you what personal data the ${ORG} ("the association", "we") keeps about you, why we keep it, who else sees it, how long we keep it, and what your rights are.\n` +
    'We follow the Digital Personal Data Protection Act, 2023 and the Digital Personal Data Protection Rules, 2025. You can read this notice in English and in Hindi.',
  sections: [
    {
      heading: 'Information We Collect',
      body:
        'Account: your name, e-mail address and password. We keep the password only in a scrambled (hashed) form that nobody can read.\n' +
        'Profile: your gender, EHRMS code, phone number, date of birth, date of joining, district, block and the name of your Ayushman Arogya Mandir.\n' +
        'Payments: for each membership fee, the amount, the date, the order and payment numbers, the receipt number and whether it was paid. We never see or keep your card, UPI or bank details.\n' +
        'Grievances: what you write in a grievance, the files you attach and the replies of the office.\n' +
        'Messages: what you write to us through the contact form, and the e-mails we send you.\n' +
        'Security: the internet address and browser of each sign-in and of each consent you give, to keep accounts safe and to prove your consent.',
    },
    {
      heading: 'How We Use Information',
      body:
        'Account and profile: to keep the register of members, let you sign in, and show your membership.\n' +
        'Payments: to take the yearly fee, issue receipts and your membership certificate, and let anyone check that a certificate is genuine.\n' +
        'Grievances and messages: to take up your grievance with the right office and to answer you.\n' +
        'E-mails about your account, payments, renewals and grievances are part of membership. Anything more, such as a newsletter, needs your separate consent, which is never assumed.\n' +
        'We do not sell your data and we do not use it for advertising.',
    },
    {
      heading: 'Disclosure of Information',
      body:
        'Office bearers see member data only as far as their work needs it. A district coordinator sees only the members of their own district.\n' +
        'These service providers get data only for the work they do for us:\n' +
        'Razorpay, for payments: your name, e-mail address, phone number and the amount you pay.\n' +
        'Our mail provider: your e-mail address and the text of each e-mail we send you.\n' +
        'Our hosting (cloud) provider: it keeps the website, the database and uploaded files on its servers for us.\n' +
        'When we take up a grievance for you, we share the details it needs with the office concerned. We also give data when a law, a court or a competent authority requires it.',
    },
    {
      heading: 'Data Security',
      body:
        'The website uses encrypted connections (HTTPS). Passwords are hashed. Office bearers sign in with a second code from their phone, and every time one of them opens a member file or exports member data, it is recorded.\n' +
        'If a personal data breach happens, we will tell each affected member without delay, and report it to the Data Protection Board of India and to CERT-In as the law requires.',
    },
    {
      heading: 'Data Retention',
      body:
        'Membership and payment records (amounts, dates, receipt numbers and membership numbers) are kept as long as the accounts and tax laws require, also after you leave or ask for erasure.\n' +
        'Your profile is kept while you are a member. If you ask for erasure, we remove your personal details.\n' +
        'Contact messages, the text of e-mails we have sent and closed data requests are deleted after a period the office sets.\n' +
        'The record of who in the office opened or exported member data is kept for at least one year.',
    },
    {
      heading: 'Your Rights',
      body:
        'Access: on the My data page (/my-data) you can see and download all the data we hold about you, and see who we shared it with.\n' +
        'Correction: change most of your details on your profile (/profile). To change your e-mail address or EHRMS code, ask for a correction on the My data page.\n' +
        'Erasure: ask for erasure on the My data page. The office decides within 90 days and tells you by e-mail.\n' +
        'Withdrawal of consent: withdraw an optional consent (such as a newsletter) with one click on your profile or from the e-mail. Your consent to membership itself ends with erasure.\n' +
        'Nomination: you may name a person to use these rights for you if you die or cannot act. Write to the grievance officer below.\n' +
        'Grievance: write to the grievance officer below about anything in this notice. We will answer within 90 days.\n' +
        'Complaint: if you are not satisfied with our answer, you can complain to the Data Protection Board of India.',
    },
    {
      heading: 'Policy Updates',
      body:
        'When this notice changes, we publish a new version with its date. Earlier versions can still be read from this page.\n' +
        'The next time you sign in after a change, we show you the new version and ask you to confirm that you have read it.',
    },
  ],
  grievanceOfficer: {
    name: 'Smt. Kavita Yadav, Grievance Officer (Data Protection)',
    email: 'privacy@upcho.org',
    phone: '9988776655',
  },
}

export const leaders = {
  title: 'Our Leadership',
  leaders: [
    {
      name: 'Anil Kumar Verma',
      position: 'State President',
      socialLinks: [facebook, x],
      portrait: { seed: 11, stole: '#f77f00', bg: ['#fdf0d5', '#c77d3a'] as [string, string], longHair: false },
    },
    {
      name: 'Sunita Maurya',
      position: 'State General Secretary',
      socialLinks: [facebook, x],
      portrait: { seed: 23, stole: '#2e8b57', bg: ['#dcefdc', '#3f7f64'] as [string, string], longHair: true },
    },
  ],
}

export const contactDetails = {
  title: 'Contact Us',
  intro: 'Questions about membership, a grievance or our work? Write to us, call us, or visit one of our offices.',
  offices: [
    { label: 'State Office, Kanpur', address: '117/H-1/235, Pandu Nagar,\nKanpur Nagar, Uttar Pradesh 208005' },
    { label: 'Camp Office, Lucknow', address: 'Near Swasthya Bhawan, Kaiserbagh,\nLucknow, Uttar Pradesh 226001' },
  ],
  phone1: '9876543210',
  phone2: '9123456780',
  email: 'contact@upcho.org',
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=80.2850%2C26.4450%2C80.3450%2C26.4950&layer=mapnik&marker=26.4700%2C80.3150',
  mapTitle: 'Map showing the state office of the association in Kanpur',
}
