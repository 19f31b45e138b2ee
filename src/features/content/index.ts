/** The content feature's server door: what the rest of the app uses of it (client.ts and ui/ for browser code). */
export { type AdminContext, contextOf } from './operations/context'
export { createNews, deleteNews, listNews, updateNews } from './operations/news'
export { createPhoto, deletePhoto, listPhotos } from './operations/photos'
export { publicNews, publicNewsItem, publicPhotos } from './operations/public-content'
export { getGlobal, getNewsItem, getNewsList, getPhotos, getVideos } from './operations/queries'
export { pageMetadata, siteUrl } from './operations/seo'
export { createVideo, deleteVideo, listVideos, updateVideo } from './operations/videos'
export { type NewsCardItem } from './presenters/news'
