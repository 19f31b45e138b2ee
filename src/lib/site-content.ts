import { getPayloadClient } from './payload'

/** Globals the public layout and pages read, fetched through the Local API. */
export async function getGlobal<S extends 'site-settings' | 'home-page' | 'about-page' | 'mission-vision' | 'privacy-policy' | 'leaders' | 'contact-details'>(slug: S) {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug, depth: 1 })
}
