import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { guardCmsApi } from '@/server/cms-api-guard'

// The guard refuses broken JSON and bodies over its cap with a 4xx, where Payload would answer 500.
export const POST = guardCmsApi(config, GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
