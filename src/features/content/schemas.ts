/** The content feature's validation rules (zod) and what sits beside them: for route handlers, other features, and forms that validate as you type. client.ts stays free of zod. */
export { MEDIA_MESSAGES, NewsInput, PhotoInput, VideoInput } from './rules/media-input'
