import config from '@payload-config'
import { getPayload } from 'payload'

/** The Payload Local API for server components and route handlers (no HTTP hop). */
export const getPayloadClient = () => getPayload({ config })
