/** The payment mails' texts in both languages; `PaymentMail` makes a key missing from Hindi fail the type check. */
const en = {
  confirmed: {
    subject: 'Membership confirmed for {year}',
    received: 'We have received your membership payment of Rs {amount}. Your membership for {year} is confirmed.',
    membershipId: 'Membership ID: {id}',
    valid: 'Valid from {from} to {to}.',
    certificate: 'Your certificate is available at {url}',
    // The receipt of an online payment rides on this mail.
    receipt: 'Receipt number: {number}. View or print your receipt:',
    receiptLink: 'Your receipt',
  },
  // Dues the office recorded (cash, bank transfer, UPI, cheque).
  receipt: {
    subject: 'Receipt {number}: membership dues for {year}',
    received:
      'The association has received your membership dues of Rs {amount} for {year} ({method}, received on {date}). Your membership for {year} is confirmed.',
    membershipId: 'Membership ID: {id}',
    view: 'Receipt number: {number}. View or print your receipt:',
    link: 'Your receipt',
  },
}

type PaymentMail = { [K in keyof typeof en]: { [L in keyof (typeof en)[K]]: string } }

const hi: PaymentMail = {
  confirmed: {
    subject: '{year} की सदस्यता की पुष्टि',
    received: 'आपका ₹{amount} का सदस्यता शुल्क प्राप्त हो गया है। {year} के लिए आपकी सदस्यता की पुष्टि हो गई है।',
    membershipId: 'सदस्यता आईडी: {id}',
    valid: '{from} से {to} तक मान्य।',
    certificate: 'आपका प्रमाणपत्र यहाँ उपलब्ध है: {url}',
    receipt: 'रसीद संख्या: {number}। अपनी रसीद देखें या प्रिंट करें:',
    receiptLink: 'आपकी रसीद',
  },
  receipt: {
    subject: 'रसीद {number}: {year} का सदस्यता शुल्क',
    received:
      'संघ को {year} के लिए आपका ₹{amount} का सदस्यता शुल्क प्राप्त हो गया है ({method}, {date} को प्राप्त)। {year} के लिए आपकी सदस्यता की पुष्टि हो गई है।',
    membershipId: 'सदस्यता आईडी: {id}',
    view: 'रसीद संख्या: {number}। अपनी रसीद देखें या प्रिंट करें:',
    link: 'आपकी रसीद',
  },
}

export const PAYMENT_MAIL_TEXT = { en, hi } as const
