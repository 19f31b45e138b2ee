import { bilingual } from '../../../platform/i18n/define'

/**
 * The mail that tells the office a case is theirs to answer: a new
 * case at the district level goes to the district's coordinators, an escalated
 * or reopened one to the state office (admins). Never the member's text: the
 * link opens the case, where access is checked again.
 */
export const GRIEVANCE_OFFICE_MAIL = bilingual(
  {
    subject: 'Grievance {caseNumber} needs an answer',
    reasons: {
      filed: 'A member has filed grievance {caseNumber} ({category}, {district} district).',
      'no-reply':
        'Grievance {caseNumber} ({category}, {district} district) has had no reply from the district for {days} days, so it has moved up to the state office.',
      overdue:
        'Grievance {caseNumber} ({category}, {district} district) was not answered by {due}, so it has moved up to the state office.',
      reopened:
        'The member has reopened grievance {caseNumber} ({category}, {district} district) as an appeal, so it has moved up to the state office.',
    },
    due: 'An answer is due by {due}.',
    open: 'Open the case',
  },
  {
    subject: 'शिकायत {caseNumber} का उत्तर देना है',
    reasons: {
      filed: 'एक सदस्य ने शिकायत {caseNumber} दर्ज की है ({category}, ज़िला {district})।',
      'no-reply':
        'शिकायत {caseNumber} ({category}, ज़िला {district}) पर {days} दिनों तक ज़िले से कोई उत्तर नहीं आया, इसलिए यह राज्य कार्यालय को भेज दी गई है।',
      overdue: 'शिकायत {caseNumber} ({category}, ज़िला {district}) का उत्तर {due} तक नहीं दिया गया, इसलिए यह राज्य कार्यालय को भेज दी गई है।',
      reopened:
        'सदस्य ने शिकायत {caseNumber} ({category}, ज़िला {district}) को अपील के रूप में फिर से खोला है, इसलिए यह राज्य कार्यालय को भेज दी गई है।',
    },
    due: 'उत्तर {due} तक देना है।',
    open: 'मामला खोलें',
  },
)
