import { NextResponse, type NextRequest } from 'next/server'

/** Every request gets an id (or keeps the load balancer's) that logs and responses carry. */
export function proxy(request: NextRequest) {
  const incoming = request.headers.get('x-request-id')
  const id = incoming && /^[\w.-]{1,100}$/.test(incoming) ? incoming : crypto.randomUUID()
  const headers = new Headers(request.headers)
  headers.set('x-request-id', id)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('x-request-id', id)
  return response
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
}
