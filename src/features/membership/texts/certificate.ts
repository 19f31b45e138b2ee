/**
 * The certificate's own words in both languages: the spec's English
 * certificate, and the same certificate in Hindi for the clinic wall.
 */
const en = {
  title: 'Certificate of Membership',
  year: 'Membership Year {year}',
  certify: 'This is to certify that',
  body: 'is a registered member of the association for the year {year}.',
  ayushman: 'Ayushman Arogya Mandir',
  block: 'Block',
  district: 'District',
  validFrom: 'Valid from',
  validUntil: 'Valid until',
  number: 'Membership No.',
  scan: 'Scan to verify',
  qrAlt: 'QR code: verify this membership at {url}',
}

const hi: { [K in keyof typeof en]: string } = {
  title: 'सदस्यता प्रमाणपत्र',
  year: 'सदस्यता वर्ष {year}',
  certify: 'प्रमाणित किया जाता है कि',
  body: 'वर्ष {year} के लिए संघ के पंजीकृत सदस्य हैं।',
  ayushman: 'आयुष्मान आरोग्य मंदिर',
  block: 'ब्लॉक',
  district: 'ज़िला',
  validFrom: 'से मान्य',
  validUntil: 'तक मान्य',
  number: 'सदस्यता संख्या',
  scan: 'सत्यापन के लिए स्कैन करें',
  qrAlt: 'QR कोड: इस सदस्यता का सत्यापन {url} पर करें',
}

export const CERTIFICATE_TEXT = { en, hi } as const
