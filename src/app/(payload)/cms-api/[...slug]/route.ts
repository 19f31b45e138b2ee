/* Payload's own REST API, at /cms-api so the spec's /api/* paths stay ours. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardCmsApi } from '@/platform/http/cms-api-guard'

// The guard refuses (400, 404, 413, 415) what Payload would turn into a 500.
export const GET = guardCmsApi(config, REST_GET(config))
export const POST = guardCmsApi(config, REST_POST(config))
export const DELETE = guardCmsApi(config, REST_DELETE(config))
export const PATCH = guardCmsApi(config, REST_PATCH(config))
export const PUT = guardCmsApi(config, REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
