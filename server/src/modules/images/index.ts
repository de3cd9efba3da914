// What other modules may use of images (app.ts registers ./plugin).
export type { ImageStore, StoredImage } from './imageStore';
export { discardUnreferenced } from './discardUnreferenced';
