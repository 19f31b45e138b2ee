import { type Access, type Config, type Endpoint, Forbidden, NotFound, type Payload } from 'payload'

import { isStaffUser } from './roles'

/**
 * Payload adds collections of its own after the plugins run: document locks
 * (payload-locked-documents) and admin-UI preferences (payload-preferences).
 * Payload lets any signed-in user read and write them through /cms-api, so a
 * member could see who edits what, lock a news item against the office, or fill
 * the database with preferences. Only the CMS uses them, and only staff open
 * the CMS: they become staff-only, preferences still each user's own.
 */
export const STAFF_ONLY_INTERNALS = ['payload-locked-documents', 'payload-preferences'] as const

const staffAnd =
  (own: Access | undefined): Access =>
  (args) =>
    isStaffUser(args.req.user) ? (own ? own(args) : true) : false

// The preferences' own endpoints (/cms-api/payload-preferences/:key) write through the database
// adapter, past the access rules: they get the same check in front.
const staffOnlyEndpoint = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: (req) => {
    if (!isStaffUser(req.user)) throw new Forbidden(req.t)
    return endpoint.handler(req)
  },
})

function restrictInternals(payload: Payload) {
  for (const slug of STAFF_ONLY_INTERNALS) {
    const collection = payload.collections[slug]
    if (!collection) continue
    const access = collection.config.access as Record<string, Access | undefined>
    for (const operation of ['create', 'read', 'update', 'delete'] as const) access[operation] = staffAnd(access[operation])
    if (Array.isArray(collection.config.endpoints)) collection.config.endpoints = collection.config.endpoints.map(staffOnlyEndpoint)
  }
  // A collection without REST endpoints (payload-migrations) answers 501 Not Implemented; no such route is a 404.
  for (const collection of Object.values(payload.collections)) {
    if (collection.config.endpoints === false) collection.config.endpoints = []
    if (!collection.config.versions) collection.config.endpoints = withoutVersionRoutes(collection.config.endpoints)
  }
  for (const global of payload.globals.config) {
    if (!global.versions) global.endpoints = withoutVersionRoutes(global.endpoints)
  }
}

// Payload gives every collection and global its /versions routes, versions or not; without a versions
// table they reached PostgreSQL and answered 500 to anyone signed in. No such route is a 404.
const VERSION_ROUTE = /^\/versions(\/|$)/
const noSuchRoute = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: (req) => {
    throw new NotFound(req.t)
  },
})
const withoutVersionRoutes = <E extends Endpoint[] | false | undefined>(endpoints: E): E =>
  (Array.isArray(endpoints) ? endpoints.map((e) => (VERSION_ROUTE.test(e.path) ? noSuchRoute(e) : e)) : endpoints) as E

/** A plugin: once Payload has built its own collections, they answer staff only. */
export const payloadInternalsForStaff = (config: Config): Config => ({
  ...config,
  onInit: async (payload) => {
    restrictInternals(payload)
    await config.onInit?.(payload)
  },
})
