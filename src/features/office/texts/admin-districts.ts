import { bilingual } from '../../../platform/i18n/define'

/**
 * The office's coverage pages: /admin/districts, and the coordinator's
 * own links on the dashboard. The district names themselves come from
 * src/platform/i18n/districts.ts; the statuses read as the rest of the admin area has them.
 */
export const DISTRICTS_TEXT = bilingual(
  {
    title: 'Districts',
    subtitle: 'Members, dues and open grievances of every district for a year',
    loading: 'Loading districts...',
    failed: 'Failed to fetch districts',
    year: 'Year',
    show: 'Show',
    tableCaption: 'Districts in {year}: members, dues and open grievances. Select a column heading to sort.',
    district: 'District',
    members: 'Members',
    paid: 'Paid',
    pending: 'Pending',
    unpaid: 'Unpaid',
    revoked: 'Revoked',
    percentPaid: '% paid',
    collected: 'Collected',
    openGrievances: 'Open grievances',
    // Open cases past their due date.
    overdueGrievances: 'Overdue grievances',
    total: 'All districts',
    sortAscending: 'sorted ascending',
    sortDescending: 'sorted descending',
    chartTitle: 'Share of members paid in {year}, by district',
    chartNote: 'The table below has the same figures.',
    // The charts' descriptions (their <desc>; the title is the heading above them).
    chartDesc: 'One bar per district, highest share first: {paid} of {members} members have paid. The table on the page has every figure.',
    monthlyDesc:
      'One bar per month, January to December: the money received, with the number of payments above each bar; {payments} payments in all.',
    monthlyTitle: 'Payments received per month in {year}',
    monthlyCaption: 'Payments received per month in {year} (online and offline)',
    month: 'Month',
    payments: 'Payments',
    scrollHint: 'Scroll the table sideways to see every column.',
    months: 'Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov,Dec',
  },
  {
    title: 'ज़िले',
    subtitle: 'किसी वर्ष में हर ज़िले के सदस्य, शुल्क और लंबित शिकायतें',
    loading: 'ज़िले लोड हो रहे हैं...',
    failed: 'ज़िलों की जानकारी नहीं मिल सकी',
    year: 'वर्ष',
    show: 'दिखाएँ',
    tableCaption: 'वर्ष {year} में ज़िले: सदस्य, शुल्क और लंबित शिकायतें। क्रम बदलने के लिए कॉलम का शीर्षक चुनें।',
    district: 'ज़िला',
    members: 'सदस्य',
    paid: 'भुगतान हो चुका',
    pending: 'भुगतान लंबित',
    unpaid: 'भुगतान बाकी',
    revoked: 'रद्द',
    percentPaid: '% भुगतान',
    collected: 'प्राप्त राशि',
    openGrievances: 'लंबित शिकायतें',
    overdueGrievances: 'समय-सीमा पार शिकायतें',
    total: 'सभी ज़िले',
    sortAscending: 'बढ़ते क्रम में',
    sortDescending: 'घटते क्रम में',
    chartTitle: 'वर्ष {year} में ज़िलेवार भुगतान कर चुके सदस्यों का प्रतिशत',
    chartNote: 'नीचे की तालिका में यही आँकड़े हैं।',
    chartDesc: 'हर ज़िले के लिए एक पट्टी, सबसे अधिक प्रतिशत वाला पहले: {members} में से {paid} सदस्यों ने भुगतान किया है। पृष्ठ की तालिका में हर आँकड़ा है।',
    monthlyDesc: 'हर महीने के लिए एक स्तंभ, जनवरी से दिसंबर तक: प्राप्त राशि, और हर स्तंभ के ऊपर भुगतानों की संख्या; कुल {payments} भुगतान।',
    monthlyTitle: 'वर्ष {year} में हर महीने प्राप्त भुगतान',
    monthlyCaption: 'वर्ष {year} में हर महीने प्राप्त भुगतान (ऑनलाइन और ऑफ़लाइन)',
    month: 'महीना',
    payments: 'भुगतान',
    scrollHint: 'हर कॉलम देखने के लिए तालिका को बगल में खिसकाएँ।',
    months: 'जन,फ़र,मार्च,अप्रै,मई,जून,जुला,अग,सित,अक्टू,नव,दिस',
  },
)

/** The coordinator's links on the dashboard and in the menu (their pages only). */
export const OFFICE_NAV_TEXT = bilingual(
  {
    heading: 'Your office pages',
    adminHeading: 'The office',
    districts: 'Districts',
    districtsText: 'Members, dues and grievances of your districts',
    grievances: 'Grievances',
    users: 'Members and export',
  },
  {
    heading: 'आपके कार्यालय के पृष्ठ',
    adminHeading: 'कार्यालय',
    districts: 'ज़िले',
    districtsText: 'आपके ज़िलों के सदस्य, शुल्क और शिकायतें',
    grievances: 'शिकायतें',
    users: 'सदस्य और निर्यात',
  },
)
