/**
 * The live stage's HTTP client: every answer it gets is recorded, so the stage can say afterwards which
 * requests of the mix answered 5xx (or failed to connect), whatever the step expected.
 */
export type Seen = { method: string; path: string; status: number; at: number; body?: string }

export class SiteClient {
  readonly seen: Seen[] = []
  constructor(
    readonly base: string,
    /** This client's address (X-Forwarded-For): the app trusts loopback as its load balancer. */
    readonly address: string,
  ) {}

  async request(
    method: string,
    path: string,
    {
      json,
      body,
      token,
      cookie,
      headers = {},
    }: { json?: unknown; body?: BodyInit; token?: string; cookie?: string; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const h: Record<string, string> = { 'x-forwarded-for': this.address, ...headers }
    if (json !== undefined) h['content-type'] = 'application/json'
    if (token) h.authorization = `Bearer ${token}`
    if (cookie) h.cookie = cookie
    let res: Response
    try {
      res = await fetch(this.base + path, {
        method,
        headers: h,
        body: json !== undefined ? JSON.stringify(json) : body,
        redirect: 'manual',
      })
    } catch (err) {
      this.seen.push({ method, path, status: 0, at: Date.now(), body: (err as Error).message })
      throw err
    }
    const text = await res.text()
    this.seen.push({ method, path, status: res.status, at: Date.now(), body: res.status >= 500 ? text.slice(0, 300) : undefined })
    return new Response(res.status === 204 || res.status === 304 ? null : text, { status: res.status, headers: res.headers })
  }

  get = (path: string, options?: { token?: string; cookie?: string }) => this.request('GET', path, options)
  post = (path: string, json: unknown, options?: { token?: string; cookie?: string }) => this.request('POST', path, { ...options, json })
}

/** Throws with what the site said when the status is not the one the step needs. */
export async function expectStatus(res: Response, status: number, step: string): Promise<Response> {
  if (res.status !== status) throw new Error(`${step}: expected ${status}, got ${res.status} ${(await res.clone().text()).slice(0, 200)}`)
  return res
}
