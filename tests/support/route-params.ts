/**
 * Next.js calls a route handler with its dynamic segments, `{ params }`, taken
 * from the folders of the route file. Tests call handlers directly, so this does
 * the same: every handler of `mod` gets the params that `pattern` (the route's
 * folders, e.g. '/api/admin/news/[id]') reads from the request's URL.
 */
export function withParams<M extends object>(pattern: string, mod: M): M {
  const wrapped: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(mod)) {
    wrapped[name] =
      typeof value === 'function'
        ? (request: Request) => value(request, { params: Promise.resolve(paramsOf(pattern, new URL(request.url).pathname)) })
        : value
  }
  return wrapped as M
}

/** The segments named in `pattern` ([id], [...slug]) as `path` fills them. */
function paramsOf(pattern: string, path: string): Record<string, string | string[]> {
  const names = pattern.split('/').filter(Boolean)
  const parts = path.split('/').filter(Boolean)
  const params: Record<string, string | string[]> = {}
  names.forEach((name, i) => {
    const rest = /^\[\.\.\.(\w+)\]$/.exec(name)
    const one = /^\[(\w+)\]$/.exec(name)
    if (rest) params[rest[1]] = parts.slice(i).map(decodeURIComponent)
    else if (one && parts[i] !== undefined) params[one[1]] = decodeURIComponent(parts[i])
  })
  return params
}
