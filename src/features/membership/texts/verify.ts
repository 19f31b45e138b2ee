import { bilingual } from '../../../platform/i18n/define'

/** /verify/{membershipId}: the public check of a certificate, where its QR code leads. */
export const VERIFY_TEXT = bilingual(
  {
    title: 'Verify Membership',
    verdicts: {
      valid: 'Valid membership',
      revoked: 'This membership has been revoked',
      notValid: 'Not valid now',
      erased: 'This record is not available',
    },
    membershipId: 'Membership ID',
    name: 'Name',
    district: 'District',
    year: 'Membership Year',
    status: 'Status',
    holderHidden: "The holder's name is shown only when the QR code on the certificate is scanned.",
    rule: 'A membership is valid while it is paid for its year and has not been revoked.',
    erasedNote: "The member's personal data has been erased at their request, so this record can no longer be shown.",
    notFound: {
      title: 'Membership not found',
      text: "No membership has this ID. Check the address, or scan the certificate's QR code again.",
    },
  },
  {
    title: 'सदस्यता का सत्यापन',
    verdicts: {
      valid: 'सदस्यता मान्य है',
      revoked: 'यह सदस्यता रद्द कर दी गई है',
      notValid: 'अभी मान्य नहीं है',
      erased: 'यह रिकॉर्ड उपलब्ध नहीं है',
    },
    membershipId: 'सदस्यता आईडी',
    name: 'नाम',
    district: 'ज़िला',
    year: 'सदस्यता वर्ष',
    status: 'स्थिति',
    holderHidden: 'सदस्य का नाम केवल तभी दिखता है जब प्रमाणपत्र का QR कोड स्कैन किया जाए।',
    rule: 'सदस्यता तब तक मान्य है जब तक उसके वर्ष का शुल्क जमा है और वह रद्द नहीं की गई है।',
    erasedNote: 'सदस्य के अनुरोध पर उनका व्यक्तिगत डेटा मिटा दिया गया है, इसलिए यह रिकॉर्ड अब नहीं दिखाया जा सकता।',
    notFound: {
      title: 'सदस्यता नहीं मिली',
      text: 'इस आईडी की कोई सदस्यता नहीं है। पता जाँचें, या प्रमाणपत्र का QR कोड फिर से स्कैन करें।',
    },
  },
)
