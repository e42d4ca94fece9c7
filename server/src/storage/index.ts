export type { Storage } from './storage';
export { TMP_FOLDER, assertKey } from './storage';
export { LocalStorage } from './local';
export { sniff, isImage, isPdf, MIME_BY_EXT, SNIFF_BYTES, type SniffedType } from './sniff';
export { reencodePhoto, readAll, PHOTO_MAX_SIDE, PHOTO_MAX_INPUT_PIXELS } from './image';
export { DatabaseStorage } from './database';
export { createStorage } from './create';
