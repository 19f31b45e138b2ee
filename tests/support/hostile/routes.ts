import type { Identity } from './send'

/**
 * Every route of the site as a table: the spec's /api (method, path, the body
 * fields it reads, the caller who reaches its body), the pages, and Payload's
 * collections and globals with the fields a `where` or a body can name.
 * `{id}` in a path is replaced by each bad id.
 */

export type ApiRoute = { method: string; path: string; fields?: string[]; as: Identity }

export const API_ROUTES: ApiRoute[] = [
  { method: 'GET', path: '/api/news', as: 'anonymous' },
  { method: 'GET', path: '/api/news/{id}', as: 'anonymous' },
  { method: 'GET', path: '/api/photos', as: 'anonymous' },
  { method: 'GET', path: '/api/videos', as: 'anonymous' },
  { method: 'GET', path: '/api/circulars', as: 'anonymous' },
  { method: 'GET', path: '/api/no-such-route/{id}', as: 'anonymous' },
  { method: 'POST', path: '/api/auth/register', as: 'anonymous', fields: ['name', 'email', 'ehrms', 'gender', 'block', 'joiningDate', 'dob', 'phone', 'district', 'ayushman', 'password', 'confirmPassword', 'privacy'] },
  { method: 'POST', path: '/api/auth/login', as: 'anonymous', fields: ['email', 'password'] },
  { method: 'POST', path: '/api/auth/forgot-password', as: 'anonymous', fields: ['email'] },
  { method: 'POST', path: '/api/auth/reset-password', as: 'anonymous', fields: ['token', 'password', 'confirmPassword'] },
  { method: 'POST', path: '/api/common/contact-us', as: 'anonymous', fields: ['name', 'email', 'message'] },
  { method: 'POST', path: '/api/payments/sandbox/pay', as: 'anonymous', fields: ['order_id', 'outcome'] },
  { method: 'GET', path: '/api/auth/profile', as: 'member' },
  { method: 'PUT', path: '/api/auth/profile', as: 'member', fields: ['name', 'gender', 'phone', 'dob', 'block', 'district', 'designation', 'joiningDate', 'ayushman'] },
  { method: 'POST', path: '/api/common/grievance', as: 'member', fields: ['subject', 'description'] },
  { method: 'POST', path: '/api/auth/create-order', as: 'member', fields: ['amount', 'year'] },
  { method: 'POST', path: '/api/auth/verify-payment', as: 'member', fields: ['razorpay_payment_id', 'razorpay_order_id', 'razorpay_signature'] },
  { method: 'GET', path: '/api/membership/current-year-status', as: 'member' },
  { method: 'GET', path: '/api/membership/history', as: 'member' },
  { method: 'GET', path: '/api/membership/stats', as: 'admin' },
  { method: 'GET', path: '/api/membership/verify-link', as: 'member' },
  { method: 'GET', path: '/api/auth/users', as: 'admin' },
  { method: 'GET', path: '/api/admin/dashboard', as: 'admin' },
  { method: 'GET', path: '/api/admin/grievances', as: 'admin' },
  { method: 'GET', path: '/api/admin/contact-submissions', as: 'admin' },
  { method: 'GET', path: '/api/admin/users/export', as: 'admin' },
  { method: 'PATCH', path: '/api/admin/grievances/{id}/status', as: 'admin', fields: ['status'] },
  { method: 'PATCH', path: '/api/admin/contact-submissions/{id}/status', as: 'admin', fields: ['status'] },
  { method: 'GET', path: '/api/admin/news', as: 'admin' },
  { method: 'POST', path: '/api/admin/news', as: 'admin', fields: ['title', 'content', 'date', 'pdfUrl', 'photoUrl'] },
  { method: 'PUT', path: '/api/admin/news/{id}', as: 'admin', fields: ['title', 'content', 'date', 'pdfUrl', 'photoUrl'] },
  { method: 'DELETE', path: '/api/admin/news/{id}', as: 'admin' },
  { method: 'GET', path: '/api/admin/photos', as: 'admin' },
  { method: 'POST', path: '/api/admin/photos', as: 'admin', fields: ['title', 'imageUrl', 'thumbnailUrl'] },
  { method: 'DELETE', path: '/api/admin/photos/{id}', as: 'admin' },
  { method: 'GET', path: '/api/admin/videos', as: 'admin' },
  { method: 'POST', path: '/api/admin/videos', as: 'admin', fields: ['title', 'videoUrl', 'description'] },
  { method: 'PUT', path: '/api/admin/videos/{id}', as: 'admin', fields: ['title', 'videoUrl', 'description'] },
  { method: 'DELETE', path: '/api/admin/videos/{id}', as: 'admin' },
  // Added since the sweep was written (issue 30): the member's own pages, the office (register, member
  // file, import, renewals, districts), the grievance desk, privacy (DPDP), receipts, two-factor.
  { method: 'GET', path: '/api/auth/language', as: 'member' },
  { method: 'PUT', path: '/api/auth/language', as: 'member', fields: ['preferredLanguage'] },
  { method: 'POST', path: '/api/auth/two-factor/setup', as: 'member' },
  { method: 'POST', path: '/api/auth/two-factor/confirm', as: 'admin', fields: ['otp'] },
  { method: 'GET', path: '/api/grievances', as: 'member' },
  { method: 'GET', path: '/api/grievances/{id}', as: 'member' },
  { method: 'POST', path: '/api/grievances/{id}/rating', as: 'member', fields: ['rating', 'comment'] },
  { method: 'POST', path: '/api/grievances/{id}/reopen', as: 'member', fields: ['reason'] },
  { method: 'GET', path: '/api/grievances/{id}/attachments/1', as: 'member' },
  { method: 'GET', path: '/api/grievances/UPG-2026-000001/attachments/{id}', as: 'member' },
  { method: 'GET', path: '/api/receipts', as: 'member' },
  { method: 'GET', path: '/api/receipts/{id}', as: 'member' },
  { method: 'GET', path: '/api/renewals/reminders', as: 'member' },
  { method: 'PUT', path: '/api/renewals/reminders', as: 'member', fields: ['reminders'] },
  { method: 'POST', path: '/api/renewals/unsubscribe', as: 'anonymous', fields: ['token'] },
  { method: 'POST', path: '/api/consents/withdraw', as: 'anonymous', fields: ['token', 'purpose'] },
  { method: 'GET', path: '/api/my-data', as: 'member' },
  { method: 'GET', path: '/api/my-data/consents', as: 'member' },
  { method: 'POST', path: '/api/my-data/consents', as: 'member', fields: ['purpose', 'granted'] },
  { method: 'POST', path: '/api/my-data/notice', as: 'member', fields: ['version'] },
  { method: 'GET', path: '/api/my-data/requests', as: 'member' },
  { method: 'POST', path: '/api/my-data/requests', as: 'member', fields: ['kind', 'details'] },
  { method: 'GET', path: '/api/admin/access-log', as: 'admin' },
  { method: 'GET', path: '/api/admin/data-requests', as: 'admin' },
  { method: 'POST', path: '/api/admin/data-requests/{id}/decision', as: 'admin', fields: ['decision', 'note'] },
  { method: 'GET', path: '/api/admin/districts', as: 'admin' },
  { method: 'GET', path: '/api/admin/districts/chart', as: 'admin' },
  { method: 'GET', path: '/api/admin/districts/monthly', as: 'admin' },
  { method: 'GET', path: '/api/admin/grievances/{id}', as: 'admin' },
  { method: 'GET', path: '/api/admin/grievances/stats', as: 'admin' },
  { method: 'PATCH', path: '/api/admin/grievances/{id}/assign', as: 'admin', fields: ['assigneeId'] },
  { method: 'POST', path: '/api/admin/grievances/{id}/replies', as: 'admin', fields: ['text', 'internal'] },
  { method: 'GET', path: '/api/admin/members', as: 'admin' },
  { method: 'GET', path: '/api/admin/members/{id}', as: 'admin' },
  { method: 'GET', path: '/api/admin/members/export', as: 'admin' },
  { method: 'POST', path: '/api/admin/members/{id}/offline-payment', as: 'admin', fields: ['year', 'amount', 'method', 'reference', 'receivedOn', 'note'] },
  { method: 'POST', path: '/api/admin/members/{id}/revoke', as: 'admin', fields: ['reason'] },
  { method: 'POST', path: '/api/admin/members/{id}/reinstate', as: 'admin', fields: ['reason'] },
  { method: 'PATCH', path: '/api/admin/members/{id}/role', as: 'admin', fields: ['role', 'districts'] },
  { method: 'POST', path: '/api/admin/members/{id}/two-factor/reset', as: 'admin', fields: ['reason'] },
  { method: 'GET', path: '/api/admin/members/import/{id}', as: 'admin' },
  { method: 'POST', path: '/api/admin/members/import/dry-run', as: 'admin', fields: ['file'] },
  { method: 'POST', path: '/api/admin/members/import/commit', as: 'admin', fields: ['id'] },
  { method: 'GET', path: '/api/admin/payment-duplicates', as: 'admin' },
  { method: 'GET', path: '/api/admin/renewals', as: 'admin' },
]

/** The register's search and filters, hostile (issue 30: NUL in the search answered 500, in the list and its export). */
export const REGISTER_QUERIES = [
  '?q=a%00b', '?q=%00', '?q=%1B%5B31m', '?block=a%00b', '?q=%25%25%25', '?q=%5C', "?q='%20OR%201=1--", '?q=' + 'x'.repeat(201),
  '?district=%00', '?year=a%00', '?status=%00', '?sort=%00', '?page=a%00', '?limit=%00',
]

/** Routes the sweep covers with probes of their own (./probes.ts): uploads, the webhook, logout, and unknown paths. */
export const SWEPT_ELSEWHERE = [
  { method: 'POST', path: '/api/admin/upload' },
  { method: 'POST', path: '/api/payments/razorpay-webhook' },
  { method: 'POST', path: '/api/auth/logout' },
  ...['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((method) => ({ method, path: '/api/no-such-route/{id}' })),
]

/** Ids that name no row but have the right form, so a write route reads its body before it finds nothing. */
export const ABSENT_ID = '999999'

export const PUBLIC_PAGES = [
  '/', '/about', '/mission-vision', '/team', '/contact', '/privacy-policy', '/media/news', '/media/photos', '/media/videos',
  '/circulars', '/hi/circulars', '/membership', '/login', '/forgot-password', '/reset-password', '/sitemap.xml', '/robots.txt', '/livez', '/readyz',
]
export const MEMBER_PAGES = [
  '/profile', '/certificate', '/payment-status', '/grievance', '/grievances', '/grievance-report', '/my-data', '/my-data/export', '/notice',
  '/unsubscribe', '/withdraw-consent', '/account/two-factor',
]
export const ADMIN_PAGES = [
  '/admin/dashboard', '/admin/users', '/admin/grievances', '/admin/grievances/report', '/admin/contact', '/admin/media', '/admin/members',
  '/admin/members/import', '/admin/renewals', '/admin/districts', '/admin/data-requests', '/admin/access-log', '/preview',
]
/** Pages with an id in the path. */
export const ID_PAGES = [
  '/media/news/{id}', '/verify/{id}', '/verify/UPCHO-2026-{id}', '/cms/collections/news/{id}', '/cms/collections/{id}', '/grievances/{id}',
  '/receipts/{id}', '/privacy-policy/versions/{id}', '/admin/members/{id}', '/admin/grievances/{id}', '/hi/{id}',
]
export const CMS_PAGES = ['/cms', '/cms/login', '/cms/forgot', '/cms/collections/news', '/cms/globals/site-settings']

export type CmsCollection = { slug: string; text: string; number?: string; relation?: string; date?: string; upload?: boolean }

export const CMS_COLLECTIONS: CmsCollection[] = [
  { slug: 'users', text: 'email', relation: 'id', date: 'dob' },
  { slug: 'memberships', text: 'membershipId', number: 'amount', relation: 'user', date: 'startDate' },
  { slug: 'payments', text: 'providerOrderId', number: 'amount', relation: 'user', date: 'createdAt' },
  { slug: 'news', text: 'title', relation: 'photo', date: 'date' },
  { slug: 'photos', text: 'title', relation: 'image', date: 'uploadDate' },
  { slug: 'videos', text: 'title', date: 'uploadDate' },
  { slug: 'circulars', text: 'titleEn', relation: 'pdf', date: 'date' },
  { slug: 'circular-tags', text: 'slug', date: 'createdAt' },
  { slug: 'grievances', text: 'subject', relation: 'user', date: 'createdAt' },
  { slug: 'contact-submissions', text: 'email', date: 'createdAt' },
  { slug: 'images', text: 'alt', number: 'width', date: 'createdAt', upload: true },
  { slug: 'gallery-images', text: 'alt', number: 'filesize', date: 'createdAt', upload: true },
  { slug: 'gallery-thumbnails', text: 'filename', number: 'height', date: 'createdAt', upload: true },
  { slug: 'documents', text: 'title', number: 'filesize', date: 'createdAt', upload: true },
  { slug: 'password-resets', text: 'tokenHash', relation: 'user', date: 'expiresAt' },
  { slug: 'webhook-events', text: 'eventId', date: 'createdAt' },
  { slug: 'user-exports', text: 'id', number: 'rowCount', relation: 'exportedBy', date: 'createdAt' },
  // Added since the sweep was written (issue 30): the office, the desk, privacy, renewals, the outbox.
  { slug: 'access-log', text: 'details', relation: 'member', date: 'createdAt' },
  { slug: 'data-requests', text: 'details', relation: 'member', date: 'dueBy' },
  { slug: 'mail-outbox', text: 'recipient', number: 'attempts', date: 'lockedUntil' },
  { slug: 'member-events', text: 'reason', relation: 'member', date: 'createdAt' },
  { slug: 'member-imports', text: 'fileName', number: 'rows', relation: 'createdBy', date: 'committedAt' },
  { slug: 'consents', text: 'address', number: 'memberId', date: 'createdAt' },
  { slug: 'notice-versions', text: 'id', number: 'version', date: 'createdAt' },
  { slug: 'renewal-reminders', text: 'year', relation: 'user', date: 'createdAt' },
  { slug: 'renewal-opt-outs', text: 'id', relation: 'user', date: 'createdAt' },
  { slug: 'grievance-categories', text: 'key', date: 'createdAt' },
  { slug: 'grievance-events', text: 'text', relation: 'grievance', date: 'createdAt' },
  { slug: 'grievance-attachments', text: 'filename', number: 'filesize', relation: 'owner', date: 'createdAt', upload: true },
]

export const CMS_GLOBALS = [
  'site-settings', 'home-page', 'about-page', 'mission-vision', 'privacy-policy', 'leaders', 'contact-details',
  'renewal-settings', 'grievance-settings', 'retention-settings', 'payload-jobs-stats',
]

/** Query parameters Payload parses itself (utilities/parseParams): numbers, sort, select, populate, locale. */
export const BAD_LIST_PARAMS = [
  'page=-5', 'page=0', 'page=1.5', 'page=abc', 'page=1e99', 'page=99999999999999999999', 'page=2147483648', 'page=Infinity',
  'limit=-1', 'limit=1e99', 'limit=99999999999999999999', 'limit=100000000', 'limit=abc', 'limit=0.5',
  'depth=-1', 'depth=1000', 'depth=1e99', 'depth=abc',
  'sort=-', 'sort=--title', 'sort=nonexistent', 'sort=hash', 'sort=a%00b', 'sort=,,,', 'sort[0][a]=1', 'sort=' + 'x'.repeat(2000),
  'select[hash]=true', 'select=abc', 'select[a][b][c]=1', 'populate=abc', 'populate[x][y]=1', 'joins=abc', 'joins[x][limit]=-1',
  'locale=%00', 'locale=xx', 'fallback-locale=%00', 'draft=maybe', 'trash=%00', 'pagination=%ZZ',
  'where=not-json', 'where={"a":', 'where=[]', 'where=null', 'where[or]=1', 'where[and][0]=x', 'where[and][0][and][0][and][0][and][0][and][0][and][0][and][0][and][0][x][equals]=1',
  'where[nonexistent][equals]=1', 'where[hash][equals]=x', 'where[password][like]=a', 'where[__proto__][equals]=1',
  'data=not-json', 'data={"a":', '%ZZ=1', 'a=%ZZ', '%00=%00',
]

/** `where` constraints on a collection's fields: every operator on each kind of field, bad values on the numeric ones. */
export function badWheres(c: CmsCollection): string[] {
  const numeric = ['id', c.number, c.relation].filter((f): f is string => Boolean(f))
  const values = ['a%00b', '99999999999999999999', '1e99', 'abc', '2147483648', '1.5', '-1', '%27%20OR%201=1--']
  const operators = ['equals', 'not_equals', 'in', 'not_in', 'greater_than', 'less_than_equal', 'like', 'contains', 'exists', 'near', 'within', 'all', 'bogus']
  const out: string[] = []
  for (const f of [...new Set(['id', c.text, c.date ?? 'createdAt'])]) for (const op of operators) out.push(`where[${f}][${op}]=${op === 'near' ? '1,2,abc' : 'a'}`)
  for (const f of [...new Set(numeric)]) {
    for (const v of values) out.push(`where[${f}][equals]=${v}`)
    out.push(`where[${f}][in][0]=1&where[${f}][in][1]=99999999999999999999`, `where[${f}][equals][$ne]=1`, `where[or][0][${f}][equals]=99999999999999999999`)
  }
  out.push(`where[${c.text}][equals]=a%00b`, `where[${c.text}][like]=%00`)
  return out
}
