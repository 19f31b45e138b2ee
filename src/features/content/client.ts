/** What any browser bundle may import of the content feature: texts and rules with no validation library (zod is behind schemas.ts; components: ui/, each by its path). */
export { youtubeThumbnail } from './rules/youtube'
export { ADMIN_MEDIA_TEXT } from './texts/admin-media'
export { CHROME } from './texts/chrome'
export { HOME_TEXT } from './texts/home'
export { MEDIA_TEXT } from './texts/media'
