/** The office's endpoints and who may call each: the table of tests/integration/office/admin-coordinator-matrix.test.ts. */
export type Caller = 'anonymous' | 'member' | 'editor' | 'coordinator' | 'otherCoordinator' | 'admin'
export type Access = Record<Caller, number>

/** Admins only: everyone else is refused. */
export const ADMINS: Access = { anonymous: 401, member: 403, editor: 403, coordinator: 403, otherCoordinator: 403, admin: 200 }
/** The office: admins and every coordinator (a list then shows a coordinator their districts only; see FILTERED). */
export const OFFICE: Access = { ...ADMINS, coordinator: 200, otherCoordinator: 200 }
/** One member's record (or case): admins, and the coordinator of that member's district; another district's coordinator 403. */
export const OFFICE_OWN: Access = { ...ADMINS, coordinator: 200 }

/** What the callers' fixtures hold: a member (and their grievance) in the coordinator's district, and another district's. */
export type Fixture = {
  memberId: number
  otherMemberId: number
  grievanceId: number
  otherGrievanceId: number
  contactId: number
  memberEmail: string
  otherEmail: string
}

export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** The route's folders, e.g. /api/admin/grievances/[id]/status. */
  pattern: string
  load: () => Promise<Record<string, unknown>>
  access: Access
  url?: (f: Fixture) => string
  body?: unknown
}

export const ENDPOINTS: Endpoint[] = [
  { method: 'GET', pattern: '/api/admin/dashboard', load: () => import('../../src/app/api/admin/dashboard/route'), access: OFFICE },
  { method: 'GET', pattern: '/api/auth/users', load: () => import('../../src/app/api/auth/users/route'), access: OFFICE },
  {
    method: 'GET',
    pattern: '/api/admin/users/export',
    load: () => import('../../src/app/api/admin/users/export/route'),
    access: OFFICE,
  },
  { method: 'GET', pattern: '/api/admin/grievances', load: () => import('../../src/app/api/admin/grievances/route'), access: OFFICE },
  {
    method: 'PATCH',
    pattern: '/api/admin/grievances/[id]/status',
    load: () => import('../../src/app/api/admin/grievances/[id]/status/route'),
    access: OFFICE_OWN,
    url: (f) => `/api/admin/grievances/${f.grievanceId}/status`,
    body: { status: 'in-progress' },
  },
  // The grievance desk: one case, its replies and notes, its assignee.
  {
    method: 'GET',
    pattern: '/api/admin/grievances/[id]',
    load: () => import('../../src/app/api/admin/grievances/[id]/route'),
    access: OFFICE_OWN,
    url: (f) => `/api/admin/grievances/${f.grievanceId}`,
  },
  {
    method: 'POST',
    pattern: '/api/admin/grievances/[id]/replies',
    load: () => import('../../src/app/api/admin/grievances/[id]/replies/route'),
    access: { ...OFFICE_OWN, coordinator: 201, admin: 201 },
    url: (f) => `/api/admin/grievances/${f.grievanceId}/replies`,
    body: { text: 'Matrix note', internal: true },
  },
  {
    method: 'PATCH',
    pattern: '/api/admin/grievances/[id]/assign',
    load: () => import('../../src/app/api/admin/grievances/[id]/assign/route'),
    access: OFFICE_OWN,
    url: (f) => `/api/admin/grievances/${f.grievanceId}/assign`,
    body: { assigneeId: null },
  },
  // The desk's figures (a coordinator: their districts' cases).
  {
    method: 'GET',
    pattern: '/api/admin/grievances/stats',
    load: () => import('../../src/app/api/admin/grievances/stats/route'),
    access: OFFICE,
  },
  { method: 'GET', pattern: '/api/admin/districts', load: () => import('../../src/app/api/admin/districts/route'), access: OFFICE },
  {
    method: 'GET',
    pattern: '/api/admin/districts/monthly',
    load: () => import('../../src/app/api/admin/districts/monthly/route'),
    access: OFFICE,
  },
  // The districts chart drawn on the server (an SVG of the same figures).
  {
    method: 'GET',
    pattern: '/api/admin/districts/chart',
    load: () => import('../../src/app/api/admin/districts/chart/route'),
    access: OFFICE,
    url: () => '/api/admin/districts/chart?kind=districts',
  },
  // The member register and the member file: a coordinator sees their districts' members.
  { method: 'GET', pattern: '/api/admin/members', load: () => import('../../src/app/api/admin/members/route'), access: OFFICE },
  {
    method: 'GET',
    pattern: '/api/admin/members/export',
    load: () => import('../../src/app/api/admin/members/export/route'),
    access: OFFICE,
  },
  {
    method: 'GET',
    pattern: '/api/admin/members/[id]',
    load: () => import('../../src/app/api/admin/members/[id]/route'),
    access: OFFICE_OWN,
    url: (f) => `/api/admin/members/${f.memberId}`,
  },
  // Dues recorded offline: the member's coordinator too. An empty form passes the guard and fails validation (400).
  {
    method: 'POST',
    pattern: '/api/admin/members/[id]/offline-payment',
    load: () => import('../../src/app/api/admin/members/[id]/offline-payment/route'),
    access: { ...OFFICE_OWN, coordinator: 400, admin: 400 },
    url: (f) => `/api/admin/members/${f.memberId}/offline-payment`,
    body: {},
  },
  // Revoking, reinstating, roles, second factors and the roll import stay the admins'. The fixture
  // member has no paid membership: an admin passes the guard and gets the 409 of the state rule.
  {
    method: 'POST',
    pattern: '/api/admin/members/[id]/revoke',
    load: () => import('../../src/app/api/admin/members/[id]/revoke/route'),
    access: { ...ADMINS, admin: 409 },
    url: (f) => `/api/admin/members/${f.memberId}/revoke`,
    body: { reason: 'Matrix' },
  },
  {
    method: 'POST',
    pattern: '/api/admin/members/[id]/reinstate',
    load: () => import('../../src/app/api/admin/members/[id]/reinstate/route'),
    access: { ...ADMINS, admin: 409 },
    url: (f) => `/api/admin/members/${f.memberId}/reinstate`,
    body: { reason: 'Matrix' },
  },
  {
    method: 'PATCH',
    pattern: '/api/admin/members/[id]/role',
    load: () => import('../../src/app/api/admin/members/[id]/role/route'),
    access: { ...ADMINS, admin: 400 },
    url: (f) => `/api/admin/members/${f.memberId}/role`,
    body: { role: 'admin' },
  },
  {
    method: 'POST',
    pattern: '/api/admin/members/[id]/two-factor/reset',
    load: () => import('../../src/app/api/admin/members/[id]/two-factor/reset/route'),
    access: { ...ADMINS, admin: 400 },
    url: (f) => `/api/admin/members/${f.memberId}/two-factor/reset`,
    body: {},
  },
  {
    method: 'POST',
    pattern: '/api/admin/members/import/dry-run',
    load: () => import('../../src/app/api/admin/members/import/dry-run/route'),
    access: { ...ADMINS, admin: 400 },
    body: {},
  },
  {
    method: 'POST',
    pattern: '/api/admin/members/import/commit',
    load: () => import('../../src/app/api/admin/members/import/commit/route'),
    access: { ...ADMINS, admin: 400 },
    body: {},
  },
  {
    method: 'GET',
    pattern: '/api/admin/members/import/[id]',
    load: () => import('../../src/app/api/admin/members/import/[id]/route'),
    access: { ...ADMINS, admin: 404 },
    url: () => '/api/admin/members/import/999999999',
  },
  // The renewal reminders' figures: a coordinator's districts.
  { method: 'GET', pattern: '/api/admin/renewals', load: () => import('../../src/app/api/admin/renewals/route'), access: OFFICE },
  // Not a coordinator's: the whole office's inbox, the site's media, the refund list.
  {
    method: 'GET',
    pattern: '/api/admin/contact-submissions',
    load: () => import('../../src/app/api/admin/contact-submissions/route'),
    access: ADMINS,
  },
  {
    method: 'PATCH',
    pattern: '/api/admin/contact-submissions/[id]/status',
    load: () => import('../../src/app/api/admin/contact-submissions/[id]/status/route'),
    access: ADMINS,
    url: (f) => `/api/admin/contact-submissions/${f.contactId}/status`,
    body: { status: 'in-progress' },
  },
  {
    method: 'GET',
    pattern: '/api/admin/payment-duplicates',
    load: () => import('../../src/app/api/admin/payment-duplicates/route'),
    access: ADMINS,
  },
  { method: 'GET', pattern: '/api/admin/news', load: () => import('../../src/app/api/admin/news/route'), access: ADMINS },
  // An admin's empty form passes the guard and fails validation (400), a missing id 404: either proves the guard let them through.
  {
    method: 'POST',
    pattern: '/api/admin/news',
    load: () => import('../../src/app/api/admin/news/route'),
    access: { ...ADMINS, admin: 400 },
    body: {},
  },
  {
    method: 'PUT',
    pattern: '/api/admin/news/[id]',
    load: () => import('../../src/app/api/admin/news/[id]/route'),
    access: { ...ADMINS, admin: 400 },
    url: () => '/api/admin/news/999999999',
    body: {},
  },
  {
    method: 'DELETE',
    pattern: '/api/admin/news/[id]',
    load: () => import('../../src/app/api/admin/news/[id]/route'),
    access: { ...ADMINS, admin: 404 },
    url: () => '/api/admin/news/999999999',
  },
  { method: 'GET', pattern: '/api/admin/photos', load: () => import('../../src/app/api/admin/photos/route'), access: ADMINS },
  {
    method: 'POST',
    pattern: '/api/admin/photos',
    load: () => import('../../src/app/api/admin/photos/route'),
    access: { ...ADMINS, admin: 400 },
    body: {},
  },
  {
    method: 'DELETE',
    pattern: '/api/admin/photos/[id]',
    load: () => import('../../src/app/api/admin/photos/[id]/route'),
    access: { ...ADMINS, admin: 404 },
    url: () => '/api/admin/photos/999999999',
  },
  { method: 'GET', pattern: '/api/admin/videos', load: () => import('../../src/app/api/admin/videos/route'), access: ADMINS },
  {
    method: 'POST',
    pattern: '/api/admin/videos',
    load: () => import('../../src/app/api/admin/videos/route'),
    access: { ...ADMINS, admin: 400 },
    body: {},
  },
  {
    method: 'PUT',
    pattern: '/api/admin/videos/[id]',
    load: () => import('../../src/app/api/admin/videos/[id]/route'),
    access: { ...ADMINS, admin: 400 },
    url: () => '/api/admin/videos/999999999',
    body: {},
  },
  {
    method: 'DELETE',
    pattern: '/api/admin/videos/[id]',
    load: () => import('../../src/app/api/admin/videos/[id]/route'),
    access: { ...ADMINS, admin: 404 },
    url: () => '/api/admin/videos/999999999',
  },
  {
    method: 'POST',
    pattern: '/api/admin/upload',
    load: () => import('../../src/app/api/admin/upload/route'),
    access: { ...ADMINS, admin: 400 },
    body: {},
  },
  // The data requests and the access log are the admins' alone.
  {
    method: 'GET',
    pattern: '/api/admin/data-requests',
    load: () => import('../../src/app/api/admin/data-requests/route'),
    access: ADMINS,
  },
  {
    method: 'POST',
    pattern: '/api/admin/data-requests/[id]/decision',
    load: () => import('../../src/app/api/admin/data-requests/[id]/decision/route'),
    access: { ...ADMINS, admin: 404 },
    url: () => '/api/admin/data-requests/999999999/decision',
    body: { decision: 'approve' },
  },
  { method: 'GET', pattern: '/api/admin/access-log', load: () => import('../../src/app/api/admin/access-log/route'), access: ADMINS },
]

/**
 * List endpoints a coordinator may call: what the coordinator must see (their district's member)
 * and must never see (another district's). Checked in the body's text, so a list, a CSV or a table
 * of districts all fit one line.
 */
export type Filtered = {
  pattern: string
  load: () => Promise<Record<string, unknown>>
  shows: (f: Fixture) => string
  hides: (f: Fixture) => string
  query?: string
}
export const FILTERED: Filtered[] = [
  {
    pattern: '/api/auth/users',
    load: () => import('../../src/app/api/auth/users/route'),
    shows: (f) => f.memberEmail,
    hides: (f) => f.otherEmail,
  },
  {
    pattern: '/api/admin/users/export',
    load: () => import('../../src/app/api/admin/users/export/route'),
    shows: (f) => f.memberEmail,
    hides: (f) => f.otherEmail,
  },
  {
    pattern: '/api/admin/grievances',
    load: () => import('../../src/app/api/admin/grievances/route'),
    shows: (f) => f.memberEmail,
    hides: (f) => f.otherEmail,
  },
  {
    pattern: '/api/admin/districts',
    load: () => import('../../src/app/api/admin/districts/route'),
    shows: () => `"${HOME[0]}"`,
    hides: () => `"${AWAY}"`,
  },
  {
    pattern: '/api/admin/districts/chart',
    load: () => import('../../src/app/api/admin/districts/chart/route'),
    shows: () => `data-district="${HOME[0]}"`,
    hides: () => `data-district="${AWAY}"`,
    query: '?kind=districts&lang=en',
  },
  // Newest first: the register pages its answer, and earlier test files leave many members behind.
  {
    pattern: '/api/admin/members',
    load: () => import('../../src/app/api/admin/members/route'),
    shows: (f) => f.memberEmail,
    hides: (f) => f.otherEmail,
    query: '?sort=-createdAt',
  },
  {
    pattern: '/api/admin/members/export',
    load: () => import('../../src/app/api/admin/members/export/route'),
    shows: (f) => f.memberEmail,
    hides: (f) => f.otherEmail,
  },
]

/** Districts few other test files use, so this file's members are the newest there. */
export const HOME = ['Lalitpur', 'Mahoba'] as const
export const AWAY = 'Shravasti'
