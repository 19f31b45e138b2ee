import { bilingual } from '../../../platform/i18n/define'

/**
 * The member's membership pages: /certificate, /payment-status and
 * the pay flow (src/components/membership). English is the spec's text, kept
 * exactly: the English browser tests read it.
 */
export const MEMBERSHIP_TEXT = bilingual(
  {
    certificate: {
      title: 'Membership Certificate',
      lead: "Your certificate for this year's membership, ready to download once the fee is paid.",
      loading: 'Loading certificate...',
      loadingStatus: 'Loading membership status...',
      heading: 'Your Membership Certificate',
      access: 'Certificate Access',
      accessNote: 'Complete your membership payment to access your certificate.',
      language: 'Certificate language / प्रमाणपत्र की भाषा',
      download: 'Download Certificate',
      preparing: 'Preparing...',
      generateFailed: 'Failed to generate certificate',
      profileFailed: 'Failed to fetch profile data',
      linkFailed: 'Failed to fetch verify link',
    },
    status: {
      title: 'Payment Status',
      lead: 'Your membership payment for this year as the association has recorded it.',
      loading: 'Loading payment status...',
      noData: 'No payment data available',
      panel: 'Payment status',
    },
    details: {
      heading: 'Membership status',
      status: 'Status',
      amount: 'Amount',
      year: 'Membership Year',
      paymentDate: 'Payment Date',
      transactionId: 'Transaction ID',
      membershipId: 'Membership ID',
      start: 'Membership Start',
      end: 'Membership End',
      revokedDate: 'Revoked Date',
      revokedReason: 'Revocation Reason',
    },
    // The status chip: the server's value, shown (in English it is the value itself).
    statuses: {
      paid: 'paid',
      pending: 'pending',
      unpaid: 'unpaid',
      revoked: 'revoked',
      Unknown: 'Unknown',
      confirming: 'confirming payment',
    },
    history: {
      heading: 'Membership history',
      year: 'Year',
    },
    // The session's own errors when it cannot read the membership (src/features/accounts/ui/membership-state.ts).
    fetchErrors: {
      status: 'Failed to fetch membership status',
      history: 'Failed to fetch membership history',
    },
    pay: {
      payNow: 'Pay Now',
      loadingGateway: 'Loading Payment Gateway...',
      processing: 'Processing...',
      retry: 'Click here to retry if it takes too long',
      stillLoading: 'Payment gateway is still loading. Please wait a moment and try again.',
      orderFailed: 'Failed to create order',
      verifyFailed: 'Payment verification failed',
      initFailed: 'Failed to initialize payment. Please refresh the page and try again.',
      failed: 'Payment failed',
      scriptFailed: 'Failed to load payment gateway. Please refresh the page and try again.',
      scriptUninitialised: 'Payment gateway failed to initialize. Please refresh the page.',
      confirming: 'We are confirming your payment. This page updates by itself; there is no need to pay again.',
      // What the checkout window says the payment is for. Razorpay wants it to start with a letter or digit
      // of A-Z/0-9, so the Hindi starts with the association's code (as on its membership ids).
      description: 'Membership Payment',
    },
  },
  {
    certificate: {
      title: 'सदस्यता प्रमाणपत्र',
      lead: 'इस वर्ष की सदस्यता का आपका प्रमाणपत्र, शुल्क जमा होते ही डाउनलोड के लिए तैयार।',
      loading: 'प्रमाणपत्र लोड हो रहा है...',
      loadingStatus: 'सदस्यता की स्थिति लोड हो रही है...',
      heading: 'आपका सदस्यता प्रमाणपत्र',
      access: 'प्रमाणपत्र प्राप्त करें',
      accessNote: 'अपना प्रमाणपत्र पाने के लिए सदस्यता शुल्क का भुगतान पूरा करें।',
      language: 'प्रमाणपत्र की भाषा',
      download: 'प्रमाणपत्र डाउनलोड करें',
      preparing: 'तैयार हो रहा है...',
      generateFailed: 'प्रमाणपत्र नहीं बन सका',
      profileFailed: 'प्रोफ़ाइल की जानकारी नहीं मिल सकी',
      linkFailed: 'सत्यापन का लिंक नहीं मिल सका',
    },
    status: {
      title: 'भुगतान की स्थिति',
      lead: 'इस वर्ष की सदस्यता का आपका भुगतान, जैसा संघ ने दर्ज किया है।',
      loading: 'भुगतान की स्थिति लोड हो रही है...',
      noData: 'भुगतान की कोई जानकारी उपलब्ध नहीं है',
      panel: 'भुगतान की स्थिति',
    },
    details: {
      heading: 'सदस्यता की स्थिति',
      status: 'स्थिति',
      amount: 'राशि',
      year: 'सदस्यता वर्ष',
      paymentDate: 'भुगतान की तिथि',
      transactionId: 'लेन-देन आईडी',
      membershipId: 'सदस्यता आईडी',
      start: 'सदस्यता आरंभ',
      end: 'सदस्यता समाप्ति',
      revokedDate: 'रद्द करने की तिथि',
      revokedReason: 'रद्द करने का कारण',
    },
    statuses: {
      paid: 'भुगतान हो गया',
      pending: 'लंबित',
      unpaid: 'भुगतान बाकी',
      revoked: 'रद्द',
      Unknown: 'अज्ञात',
      confirming: 'भुगतान की पुष्टि हो रही है',
    },
    history: {
      heading: 'सदस्यता का इतिहास',
      year: 'वर्ष',
    },
    fetchErrors: {
      status: 'सदस्यता की स्थिति नहीं मिल सकी',
      history: 'सदस्यता का इतिहास नहीं मिल सका',
    },
    pay: {
      payNow: 'शुल्क जमा करें',
      loadingGateway: 'भुगतान गेटवे लोड हो रहा है...',
      processing: 'प्रक्रिया जारी है...',
      retry: 'बहुत देर लगे तो फिर से प्रयास करने के लिए यहाँ क्लिक करें',
      stillLoading: 'भुगतान गेटवे अभी लोड हो रहा है। कृपया थोड़ी देर रुककर फिर से प्रयास करें।',
      orderFailed: 'भुगतान का ऑर्डर नहीं बन सका',
      verifyFailed: 'भुगतान की पुष्टि नहीं हो सकी',
      initFailed: 'भुगतान शुरू नहीं हो सका। कृपया पृष्ठ को रीफ़्रेश करके फिर से प्रयास करें।',
      failed: 'भुगतान असफल रहा',
      scriptFailed: 'भुगतान गेटवे लोड नहीं हो सका। कृपया पृष्ठ को रीफ़्रेश करके फिर से प्रयास करें।',
      scriptUninitialised: 'भुगतान गेटवे शुरू नहीं हो सका। कृपया पृष्ठ को रीफ़्रेश करें।',
      confirming: 'हम आपके भुगतान की पुष्टि कर रहे हैं। यह पृष्ठ अपने-आप अपडेट हो जाएगा; दोबारा भुगतान करने की ज़रूरत नहीं है।',
      description: 'UPCHO सदस्यता शुल्क का भुगतान',
    },
  },
)

/** The texts of a session guard (src/features/accounts/ui/RequireSession.tsx) while it waits or sends the visitor on. */
export const SESSION_TEXT = bilingual(
  { loading: 'Loading...', redirecting: 'Redirecting...' },
  { loading: 'लोड हो रहा है...', redirecting: 'आगे भेजा जा रहा है...' },
)
