/** The menu as the CMS stores it, reduced to what the navigation renders. */
export type MenuLink = { label: string; href: string }
export type MenuItem = MenuLink | { label: string; children: MenuLink[] }

export const hasChildren = (item: MenuItem): item is { label: string; children: MenuLink[] } => 'children' in item

// Labels are localized and required in English, the fallback: never empty on a page.
type CmsMenu =
  { label?: string | null; href?: string | null; children?: { label?: string | null; href: string }[] | null }[] | null | undefined

export function toMenu(menu: CmsMenu): MenuItem[] {
  return (menu ?? []).map((item) =>
    item.children && item.children.length > 0
      ? { label: item.label ?? '', children: item.children.map(({ label, href }) => ({ label: label ?? '', href })) }
      : { label: item.label ?? '', href: item.href || '/' },
  )
}

/** A link is active on its own page and below it ('/media/news' on '/media/news/3'); Home only on '/'. */
export function isActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}
