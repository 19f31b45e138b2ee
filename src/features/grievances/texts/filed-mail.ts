import { bilingual } from '../../../platform/i18n/define'

/**
 * The member's confirmation that a grievance was filed: the case
 * number to quote, the date an answer is due, and the page to follow the case.
 */
export const GRIEVANCE_FILED_MAIL = bilingual(
  {
    subject: 'Your grievance {caseNumber} has been filed',
    filed:
      'We have received your grievance "{subject}". Its case number is {caseNumber}; please quote it when you contact the association about it.',
    due: 'The office will answer by {due}. You can follow the case, and every reply, here:',
    open: 'Follow your grievance',
  },
  {
    subject: 'आपकी शिकायत {caseNumber} दर्ज हो गई है',
    filed: 'हमें आपकी शिकायत "{subject}" मिल गई है। इसकी मामला संख्या {caseNumber} है; इसके बारे में संघ से संपर्क करते समय कृपया यह संख्या बताएँ।',
    due: 'कार्यालय {due} तक उत्तर देगा। आप मामले और हर उत्तर को यहाँ देख सकते हैं:',
    open: 'अपनी शिकायत देखें',
  },
)
