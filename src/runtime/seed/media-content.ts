import type { SceneKind } from './images'

/**
 * Demo news, gallery and videos. Dates sit in 2026 so the home page's "six newest"
 * panel and the date sorting have something to show; titles double as the
 * idempotency key, so changing one here creates a new item on the next seed.
 */

export type NewsSeed = {
  title: string
  date: string
  content: string
  /** A hand-made PDF attached to the item. */
  pdf?: { title: string; filename: string; lines: string[] }
  /** An illustration uploaded to 'images'. */
  photo?: { kind: SceneKind; seed: number; alt: string; filename: string }
}

const p = (...paragraphs: string[]) => paragraphs.join('\n')

export const news: NewsSeed[] = [
  {
    title: "Women's Day: Safety Review of Ayushman Arogya Mandirs",
    date: '2026-03-08',
    content: p(
      "On International Women's Day the association held a state-wide review of safety arrangements for women CHOs working at Ayushman Arogya Mandirs.",
      'District units collected feedback from more than 1,200 women members on working hours, travel after dark, boundary walls, lighting and the availability of a second staff member at the centre.',
      'The findings will be placed before the Mission Director, NHM, with a request to extend the revised opening hours to all remote centres and to fix a time limit for repairs of boundary walls and gates.',
    ),
  },
  {
    title: 'World TB Day: CHOs Lead Active Case Finding in Villages',
    date: '2026-03-24',
    content: p(
      'Members across the state marked World TB Day with door-to-door screening, sputum sample collection and awareness meetings in their catchment villages.',
      'In Kanpur Nagar alone, CHOs screened over 9,000 people in one week and referred presumptive cases for testing at the nearest designated microscopy centre.',
      'The association thanks every member who took part and reminds CHOs to record each screening on the portal so that the work is counted towards incentives.',
    ),
    photo: { kind: 'camp', seed: 301, alt: 'TB screening camp outside a health centre', filename: 'tb-day-camp.jpg' },
  },
  {
    title: 'State Executive Meeting Held in Lucknow',
    date: '2026-04-19',
    content: p(
      'The state executive of the association met at the Lucknow camp office with district presidents and secretaries from 62 districts.',
      'The meeting reviewed pending performance-based incentive payments, delays in the monthly honorarium in some districts, and the progress of mutual transfer applications.',
      'It was resolved to submit a memorandum to the department within two weeks and to hold district-level meetings of members before the end of May.',
    ),
    photo: { kind: 'meeting', seed: 302, alt: 'State executive meeting in a hall', filename: 'executive-meeting.jpg' },
  },
  {
    title: 'Memorandum on Pending Incentives Submitted to NHM',
    date: '2026-05-06',
    content: p(
      'A delegation of the association met senior officers of the National Health Mission, Uttar Pradesh, and submitted a memorandum on the pending performance-based incentives of CHOs.',
      'The memorandum asks for incentives to be paid by the tenth of every month, for a district-wise list of pending amounts to be published, and for a single window to settle disputes over portal data.',
      'Officers assured the delegation that the matter would be reviewed with the districts. The association will keep members informed of every development.',
    ),
  },
  {
    title: 'Mutual Transfer Applications: Circular and Guidelines',
    date: '2026-06-10',
    content: p(
      'Following the association’s long-standing demand, the process for mutual transfers of Community Health Officers has begun.',
      'Members who wish to apply should find a partner CHO in the district of their choice, fill the joint application form and submit it through their district programme management unit.',
      'The circular with the eligibility conditions and the steps to follow is attached below. Members facing any difficulty may contact their district unit or submit a grievance through this website.',
    ),
    pdf: {
      title: 'Mutual transfer circular 2026',
      filename: 'mutual-transfer-circular-2026.pdf',
      lines: [
        'UP Community Health Officers Association',
        'Circular: Mutual transfer of Community Health Officers, 2026',
        '1. Both CHOs must have completed two years of service at their present posting.',
        '2. Submit the joint application through the district programme unit.',
        '3. Members may contact their district unit for help with the application.',
        'This is a demo document created by the website seed.',
      ],
    },
  },
  {
    title: 'International Yoga Day Celebrated at Health Centres',
    date: '2026-06-21',
    content: p(
      'CHOs organised yoga sessions for villagers, ASHAs and school children at hundreds of Ayushman Arogya Mandirs on International Yoga Day.',
      'Many centres combined the sessions with blood pressure and blood sugar screening, and invited elderly people for follow-up visits.',
      'Photos of the events are available in the photo gallery.',
    ),
  },
  {
    title: 'Monsoon Preparedness: Dengue and Malaria Awareness Week',
    date: '2026-07-14',
    content: p(
      'With the monsoon setting in, the association has asked all members to run awareness activities on dengue, malaria and diarrhoeal diseases in their areas.',
      'CHOs are working with ASHAs and village health committees on source reduction, early testing of fever cases and the use of ORS and zinc.',
      'Members are requested to ensure stocks of rapid diagnostic kits and essential medicines at their centres and to report shortages to the district unit.',
    ),
  },
  {
    title: 'Training Workshop on NCD Screening and Digital Reporting',
    date: '2026-08-22',
    content: p(
      'The association held a one-day workshop in Kanpur on screening for hypertension, diabetes and common cancers, and on correct reporting in the NCD portal.',
      'Senior CHOs and district trainers answered questions on common data entry problems that delay incentives.',
      'Similar workshops will be held in Prayagraj, Gorakhpur and Meerut divisions over the coming months. Dates will be announced on this page.',
    ),
  },
  {
    title: 'Meeting with the Labour Department on Service Conditions',
    date: '2026-09-16',
    content: p(
      'Representatives of the association met officers of the Labour Department to discuss the service conditions of CHOs engaged on contract.',
      'Points raised included written appointment terms, leave rules, maternity benefits and a clear procedure for the redress of grievances.',
      'The department agreed to convene a joint meeting with the health department. The association will share the minutes with members.',
    ),
  },
  {
    title: 'World Mental Health Day: Wellness Session for Members',
    date: '2026-10-10',
    content: p(
      'On World Mental Health Day the association organised an online wellness session for members with a clinical psychologist.',
      'The session dealt with stress at work, long travel, isolation at remote centres, and how CHOs can look after their own health while caring for others.',
      'A recording of the session will be added to the video gallery.',
    ),
  },
  {
    title: 'State Convention 2026 to be Held in Kanpur',
    date: '2026-11-14',
    content: p(
      'The annual state convention of the association will be held in Kanpur in December 2026.',
      'Delegates elected by district units will review the year’s work, adopt the charter of demands for the coming year and elect the state executive.',
      'Only members whose membership for 2026 is paid can be elected as delegates. Members are requested to complete their membership payment on this website.',
    ),
  },
]

export type PhotoSeed = { title: string; uploadDate: string; kind: SceneKind; seed: number; filename: string }

export const photos: PhotoSeed[] = [
  { title: 'Ayushman Arogya Mandir, Makanpur', uploadDate: '2026-01-12', kind: 'health-centre', seed: 1, filename: 'aam-makanpur.jpg' },
  { title: 'District meeting, Kanpur Nagar', uploadDate: '2026-01-28', kind: 'meeting', seed: 2, filename: 'district-meeting-kanpur.jpg' },
  { title: 'Health camp, Bilhaur block', uploadDate: '2026-02-15', kind: 'camp', seed: 3, filename: 'health-camp-bilhaur.jpg' },
  { title: 'Village outreach, Ghatampur', uploadDate: '2026-03-02', kind: 'village', seed: 4, filename: 'outreach-ghatampur.jpg' },
  { title: 'Members march for the honorarium', uploadDate: '2026-03-20', kind: 'rally', seed: 5, filename: 'march-honorarium.jpg' },
  {
    title: 'New health centre building, Mohanlalganj',
    uploadDate: '2026-04-08',
    kind: 'health-centre',
    seed: 6,
    filename: 'aam-mohanlalganj.jpg',
  },
  {
    title: 'State executive meeting, Lucknow',
    uploadDate: '2026-04-19',
    kind: 'meeting',
    seed: 7,
    filename: 'state-executive-lucknow.jpg',
  },
  { title: 'Yoga Day camp, Sarojini Nagar', uploadDate: '2026-06-21', kind: 'camp', seed: 8, filename: 'yoga-day-camp.jpg' },
  {
    title: 'Monsoon awareness walk, Barabanki',
    uploadDate: '2026-07-15',
    kind: 'village',
    seed: 9,
    filename: 'monsoon-walk-barabanki.jpg',
  },
  { title: 'NCD screening workshop, Kanpur', uploadDate: '2026-08-22', kind: 'meeting', seed: 10, filename: 'ncd-workshop-kanpur.jpg' },
  { title: 'Delegation to the Labour Department', uploadDate: '2026-09-16', kind: 'rally', seed: 11, filename: 'labour-delegation.jpg' },
  { title: 'Ayushman Arogya Mandir, Nigohan', uploadDate: '2026-10-05', kind: 'health-centre', seed: 12, filename: 'aam-nigohan.jpg' },
]

export type VideoSeed = { title: string; description: string; videoUrl: string; uploadDate: string }

export const videos: VideoSeed[] = [
  {
    title: 'How to Register as a Member',
    description:
      'A short walk-through of the registration form, the annual membership payment and downloading your membership certificate.',
    videoUrl: 'https://www.youtube.com/watch?v=Qm4xT7bLp2A',
    uploadDate: '2026-02-02',
  },
  {
    title: 'State Executive Meeting 2026: Highlights',
    description: 'Key decisions of the state executive meeting in Lucknow on incentives, honorarium delays and mutual transfers.',
    videoUrl: 'https://www.youtube.com/watch?v=Zr8nK3vYw5E',
    uploadDate: '2026-04-22',
  },
  {
    title: 'NCD Screening at the Ayushman Arogya Mandir',
    description: 'Senior CHOs demonstrate blood pressure and blood sugar screening and the matching entries in the NCD portal.',
    videoUrl: 'https://www.youtube.com/watch?v=Hb6cW1jRt9M',
    uploadDate: '2026-08-25',
  },
  {
    title: 'Wellness Session on World Mental Health Day',
    description: 'Recording of the online session with a clinical psychologist on stress, isolation and self-care for CHOs.',
    videoUrl: 'https://www.youtube.com/watch?v=Pd2sF8gUx4K',
    uploadDate: '2026-10-12',
  },
]
