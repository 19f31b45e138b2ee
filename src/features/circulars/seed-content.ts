/**
 * Demo circulars and government orders, in English and Hindi, written the way
 * the State Health Society and NHM Uttar Pradesh word them. They are examples
 * for a fresh installation, not real orders: each PDF says so. The number is
 * the idempotency key (src/features/circulars/seed.ts), the slug that of a subject.
 */

export type TagSeed = { slug: string; nameEn: string; nameHi: string }

export const circularTags: TagSeed[] = [
  { slug: 'honorarium', nameEn: 'Honorarium', nameHi: 'मानदेय' },
  { slug: 'incentives', nameEn: 'Incentives', nameHi: 'प्रोत्साहन राशि' },
  { slug: 'attendance', nameEn: 'Attendance', nameHi: 'उपस्थिति' },
  { slug: 'leave', nameEn: 'Leave', nameHi: 'अवकाश' },
  { slug: 'transfer', nameEn: 'Transfer', nameHi: 'स्थानांतरण' },
  { slug: 'training', nameEn: 'Training', nameHi: 'प्रशिक्षण' },
]

export type CircularSeed = {
  number: string
  date: string
  officeEn: string
  officeHi: string
  tags: string[]
  titleEn: string
  titleHi: string
  summaryEn: string
  summaryHi: string
  /** The PDF's file name; its text is made from the English fields. */
  filename: string
}

const NHM = { officeEn: 'Mission Director, National Health Mission, Uttar Pradesh', officeHi: 'मिशन निदेशक, राष्ट्रीय स्वास्थ्य मिशन, उत्तर प्रदेश' }
const SHS = { officeEn: 'State Health Society, Uttar Pradesh', officeHi: 'राज्य स्वास्थ्य समिति, उत्तर प्रदेश' }
const DGMH = {
  officeEn: 'Director General, Medical and Health Services, Uttar Pradesh',
  officeHi: 'महानिदेशक, चिकित्सा एवं स्वास्थ्य सेवाएँ, उत्तर प्रदेश',
}

export const circulars: CircularSeed[] = [
  {
    number: 'SPMU/NHM/CHO/2026-27/2187',
    date: '2026-10-14',
    ...NHM,
    tags: ['honorarium'],
    titleEn: 'Timely payment of the monthly honorarium of Community Health Officers',
    titleHi: 'सामुदायिक स्वास्थ्य अधिकारियों के मासिक मानदेय का समय से भुगतान',
    summaryEn:
      'The fixed monthly honorarium of every CHO is to be credited by the 10th of the following month through PFMS. District Programme Managers are to send the attendance-verified list to the district accounts manager by the 3rd; any delay beyond the 10th must be explained in writing to the State Programme Management Unit.',
    summaryHi:
      'प्रत्येक सीएचओ का निर्धारित मासिक मानदेय अगले माह की 10 तारीख तक पीएफएमएस के माध्यम से खाते में भेजा जाएगा। जिला कार्यक्रम प्रबंधक उपस्थिति से सत्यापित सूची 3 तारीख तक जिला लेखा प्रबंधक को भेजेंगे; 10 तारीख के बाद की किसी भी देरी का लिखित कारण राज्य कार्यक्रम प्रबंधन इकाई को देना होगा।',
    filename: 'circular-honorarium-2026-10.pdf',
  },
  {
    number: 'SHS/CP/AAM/PBI/2026/1932',
    date: '2026-08-21',
    ...SHS,
    tags: ['incentives', 'honorarium'],
    titleEn: 'Revised indicators for the performance-based incentive of CHOs at Ayushman Arogya Mandirs',
    titleHi: 'आयुष्मान आरोग्य मंदिरों पर तैनात सीएचओ की कार्य-आधारित प्रोत्साहन राशि के संशोधित संकेतक',
    summaryEn:
      'From October 2026 the performance-based incentive of up to Rs 15,000 a month is worked out on 15 indicators, including NCD screening, TB case finding, teleconsultations and the centre’s opening hours. The data is taken from the AAM portal only; the block sends the verified score by the 5th.',
    summaryHi:
      'अक्टूबर 2026 से प्रति माह अधिकतम ₹15,000 की कार्य-आधारित प्रोत्साहन राशि 15 संकेतकों पर तय होगी, जिनमें गैर-संचारी रोगों की स्क्रीनिंग, टीबी रोगी खोज, टेली-परामर्श और केंद्र के खुलने का समय शामिल हैं। आँकड़े केवल एएएम पोर्टल से लिए जाएँगे; ब्लॉक सत्यापित अंक 5 तारीख तक भेजेगा।',
    filename: 'circular-incentive-indicators-2026.pdf',
  },
  {
    number: 'SPMU/NHM/HR/2026-27/1544',
    date: '2026-07-01',
    ...NHM,
    tags: ['attendance'],
    titleEn: 'Daily attendance of CHOs through the face-authenticated attendance app',
    titleHi: 'चेहरा-प्रमाणित उपस्थिति ऐप से सीएचओ की दैनिक उपस्थिति',
    summaryEn:
      'From 15 July 2026 CHOs mark attendance twice a day in the attendance app, from within 100 metres of the Ayushman Arogya Mandir. Days spent in meetings, training or field visits ordered by the MOIC are marked as duty on the app with the order attached. The honorarium is paid on the app’s record.',
    summaryHi:
      '15 जुलाई 2026 से सीएचओ दिन में दो बार, आयुष्मान आरोग्य मंदिर से 100 मीटर के भीतर, उपस्थिति ऐप पर उपस्थिति दर्ज करेंगे। एमओआईसी के आदेश पर बैठक, प्रशिक्षण या क्षेत्र भ्रमण के दिन आदेश संलग्न कर ऐप पर ड्यूटी के रूप में दर्ज होंगे। मानदेय का भुगतान ऐप के रिकॉर्ड के आधार पर होगा।',
    filename: 'circular-attendance-app-2026.pdf',
  },
  {
    number: 'SHS/HR/Leave/2026/611',
    date: '2026-04-20',
    ...SHS,
    tags: ['leave'],
    titleEn: 'Leave entitlement of Community Health Officers engaged under NHM',
    titleHi: 'राष्ट्रीय स्वास्थ्य मिशन के अंतर्गत कार्यरत सामुदायिक स्वास्थ्य अधिकारियों का अवकाश',
    summaryEn:
      'CHOs are entitled to 12 days of casual leave and 10 days of medical leave in a calendar year, and women CHOs to 180 days of maternity leave with honorarium. Leave is applied for on the attendance app and approved by the MOIC; leave not approved before it is taken counts as absence.',
    summaryHi:
      'सीएचओ को एक कैलेंडर वर्ष में 12 दिन का आकस्मिक अवकाश और 10 दिन का चिकित्सा अवकाश मिलेगा, तथा महिला सीएचओ को मानदेय सहित 180 दिन का मातृत्व अवकाश। अवकाश के लिए आवेदन उपस्थिति ऐप पर होगा और स्वीकृति एमओआईसी देंगे; बिना पूर्व स्वीकृति लिया गया अवकाश अनुपस्थिति माना जाएगा।',
    filename: 'circular-leave-2026.pdf',
  },
  {
    number: 'SPMU/NHM/HR/Transfer/2026-27/905',
    date: '2026-05-30',
    ...NHM,
    tags: ['transfer'],
    titleEn: 'Transfer policy for Community Health Officers, 2026-27: mutual and medical grounds',
    titleHi: 'सामुदायिक स्वास्थ्य अधिकारियों की स्थानांतरण नीति 2026-27: पारस्परिक एवं चिकित्सीय आधार',
    summaryEn:
      'Applications for transfer on mutual consent, on the serious illness of the CHO or a dependant, or to join a spouse in government service are taken online from 1 to 30 June 2026. A CHO must have served two years at the present centre; transfers are made once a year and no travel allowance is paid.',
    summaryHi:
      'पारस्परिक सहमति, सीएचओ या आश्रित की गंभीर बीमारी, अथवा सरकारी सेवा में कार्यरत पति/पत्नी के साथ तैनाती के आधार पर स्थानांतरण के आवेदन 1 से 30 जून 2026 तक ऑनलाइन लिए जाएँगे। वर्तमान केंद्र पर दो वर्ष की सेवा आवश्यक है; स्थानांतरण वर्ष में एक बार होंगे और कोई यात्रा भत्ता देय नहीं होगा।',
    filename: 'circular-transfer-policy-2026-27.pdf',
  },
  {
    number: 'DGMH/Trg/CHO/2025/3318',
    date: '2025-12-10',
    ...DGMH,
    tags: ['training'],
    titleEn: 'Six-day refresher training of CHOs on NCD screening and teleconsultation',
    titleHi: 'गैर-संचारी रोग स्क्रीनिंग और टेली-परामर्श पर सीएचओ का छह दिवसीय पुनश्चर्या प्रशिक्षण',
    summaryEn:
      'Every CHO with more than one year of service attends a six-day refresher training at the district training centre between January and March 2026, in batches of 30. Days of training count as duty; travel is reimbursed at the rates of the district health society.',
    summaryHi:
      'एक वर्ष से अधिक सेवा वाले प्रत्येक सीएचओ को जनवरी से मार्च 2026 के बीच जिला प्रशिक्षण केंद्र पर 30-30 के बैच में छह दिवसीय पुनश्चर्या प्रशिक्षण में भाग लेना होगा। प्रशिक्षण के दिन ड्यूटी माने जाएँगे; यात्रा व्यय जिला स्वास्थ्य समिति की दरों पर देय होगा।',
    filename: 'circular-refresher-training-2025.pdf',
  },
  {
    number: 'SHS/CP/NCD/2025/2710',
    date: '2025-09-05',
    ...SHS,
    tags: ['incentives'],
    titleEn: 'Team-based incentive for population-based screening of hypertension, diabetes and common cancers',
    titleHi: 'उच्च रक्तचाप, मधुमेह और सामान्य कैंसर की जनसंख्या-आधारित स्क्रीनिंग हेतु टीम-आधारित प्रोत्साहन राशि',
    summaryEn:
      'The team of the Ayushman Arogya Mandir (CHO, ANMs and ASHAs) receives a quarterly team-based incentive when at least 80 per cent of people over 30 in its area are screened. The CHO’s share is paid with the honorarium of the month after the quarter.',
    summaryHi:
      'आयुष्मान आरोग्य मंदिर की टीम (सीएचओ, एएनएम और आशा) को त्रैमासिक टीम-आधारित प्रोत्साहन राशि तब मिलेगी जब क्षेत्र के 30 वर्ष से अधिक आयु के कम से कम 80 प्रतिशत लोगों की स्क्रीनिंग हो जाए। सीएचओ का हिस्सा तिमाही के अगले माह के मानदेय के साथ दिया जाएगा।',
    filename: 'circular-ncd-team-incentive-2025.pdf',
  },
]
