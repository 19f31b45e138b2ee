import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales'

/**
 * The language an API answer should be in: Hindi when the request's
 * Accept-Language ranks Hindi (hi, hi-IN …) above English, English otherwise,
 * as the spec has it. With two languages a q-value parse is all that is needed
 * (RFC 9110 §12.5.4); a wildcard or an unknown language counts for neither.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE
  let best: { locale: Locale; q: number; at: number } | null = null
  acceptLanguage
    .slice(0, 500)
    .split(',')
    .forEach((part, at) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';')
      const primary = tag.split('-')[0]
      if (!isLocale(primary)) return
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const q = qParam ? Number(qParam.slice(2)) : 1
      if (!Number.isFinite(q) || q <= 0) return
      if (!best || q > best.q || (q === best.q && at < best.at)) best = { locale: primary, q, at }
    })
  return (best as { locale: Locale } | null)?.locale ?? DEFAULT_LOCALE
}

/**
 * The language a request names in its query. The API has one parameter for it, `lang` (like the pages' /hi);
 * `locale`, Payload's name, which the content lists took first, is kept as an alias so old links still work.
 */
export function askedLanguage(request: Request): string | null {
  const params = new URL(request.url).searchParams
  return params.get('lang') ?? params.get('locale')
}

/** An explicit `?lang=hi` or `?lang=en` (a link, a client without headers) wins; else Accept-Language. */
export function requestLocale(request: Request): Locale {
  const asked = askedLanguage(request)
  return isLocale(asked) ? asked : preferredLocale(request.headers.get('accept-language'))
}
