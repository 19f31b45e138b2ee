/**
 * The /admin pages a district coordinator may open: the dashboard, the member
 * register and member files, grievances, districts, and the members list with its export.
 * Every API behind them shows a coordinator their districts only; the contact inbox,
 * the media pages and the refund list stay the admins'. One list for the guard and the links.
 */
export const COORDINATOR_PAGES = ['/admin/dashboard', '/admin/members', '/admin/grievances', '/admin/districts', '/admin/users'] as const

/** Pages under those that stay the admins': the roll import writes members of every district. */
const ADMIN_ONLY_SUBPAGES = ['/admin/members/import'] as const

/** Whether a coordinator may open `path` (the path without its /hi prefix); sub-pages such as /admin/members/42 follow their page. */
export const coordinatorMayOpen = (path: string) =>
  !ADMIN_ONLY_SUBPAGES.some((page) => path === page || path.startsWith(`${page}/`)) &&
  COORDINATOR_PAGES.some((page) => path === page || path.startsWith(`${page}/`))

/** Whether `role` may open `path` under /admin: admins all of it, coordinators their pages. */
export const officeMayOpen = (role: string | undefined, path: string) =>
  role === 'admin' || (role === 'coordinator' && coordinatorMayOpen(path))
