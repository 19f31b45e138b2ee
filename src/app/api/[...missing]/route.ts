import { HTTP_MESSAGES, HttpError, route } from '@/platform/http/route'

/** Unknown /api paths answer JSON, like every other API error. */
const notFound = route(async () => {
  throw new HttpError(404, HTTP_MESSAGES.notFound)
})

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE }
