/** Unknown /api paths answer JSON, like every other API error. */
const notFound = () => Response.json({ message: 'Not found' }, { status: 404 })

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE }
