import { bilingual } from '../../../platform/i18n/define'

/** The mails of the data requests: the member's receipt and decision, the admins' notices. */
export const DATA_REQUEST_MAIL = bilingual(
  {
    kinds: { correction: 'correction of your data', erasure: 'erasure of your data' },
    receiptSubject: 'We have received your request: {kind}',
    receipt: 'We have received your request for {kind}. The office will decide it by {due} and tell you by e-mail.',
    decidedSubject: 'Your request has been decided: {kind}',
    approved: 'Your request for {kind} has been approved.',
    rejected: 'Your request for {kind} has been declined. The office says: {note}',
    open: 'See your requests',
    officeSubject: 'A member asks for {kind}',
    office: '{member} asks for {kind}. Please decide by {due}.',
    reminderSubject: 'Data request waiting {days} days: {kind}',
    reminder: 'The request of {member} for {kind} has waited {days} days. It must be decided by {due}.',
    openOffice: 'Open the data requests',
  },
  {
    kinds: { correction: 'आपके डेटा में सुधार', erasure: 'आपके डेटा को मिटाना' },
    receiptSubject: 'हमें आपका अनुरोध मिल गया है: {kind}',
    receipt: 'हमें {kind} का आपका अनुरोध मिल गया है। कार्यालय {due} तक इस पर निर्णय लेगा और आपको ई-मेल से बताएगा।',
    decidedSubject: 'आपके अनुरोध पर निर्णय हो गया है: {kind}',
    approved: '{kind} का आपका अनुरोध स्वीकार कर लिया गया है।',
    rejected: '{kind} का आपका अनुरोध अस्वीकार कर दिया गया है। कार्यालय का कहना है: {note}',
    open: 'अपने अनुरोध देखें',
    officeSubject: 'एक सदस्य ने अनुरोध किया है: {kind}',
    office: '{member} ने अनुरोध किया है: {kind}। कृपया {due} तक निर्णय लें।',
    reminderSubject: 'डेटा अनुरोध {days} दिन से लंबित: {kind}',
    reminder: '{member} का अनुरोध ({kind}) {days} दिन से लंबित है। इस पर {due} तक निर्णय लेना है।',
    openOffice: 'डेटा अनुरोध खोलें',
  },
)
