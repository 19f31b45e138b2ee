import { HttpError, route } from '@/platform/http/route'

/** Unknown /api paths answer JSON, like every other API error. */
const notFound = route(async () => {
  throw new HttpError(404, 'Not found')
})

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE }
