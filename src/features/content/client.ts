/** What a browser bundle may import of the content feature: its texts and rules (components: ui/, each by its path). */
export { MEDIA_MESSAGES, NewsInput, PhotoInput, VideoInput } from './rules/media-input'
export { youtubeThumbnail } from './rules/youtube'
export { ADMIN_MEDIA_TEXT } from './texts/admin-media'
export { CHROME } from './texts/chrome'
export { HOME_TEXT } from './texts/home'
export { MEDIA_TEXT } from './texts/media'
