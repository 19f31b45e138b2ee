import { getPayload } from 'payload'

/**
 * The Payload Local API for server components and route handlers (no HTTP hop). The config is loaded at the first
 * call, not imported: the config imports every collection, hook and job, and those reach this client, so a static
 * import would make every feature's operations part of one import cycle through the config.
 */
export const getPayloadClient = async () => getPayload({ config: (await import('@payload-config')).default })
