export type { Storage } from './storage';
export { TMP_FOLDER } from './storage';
export { sniff, isImage, isPdf, SNIFF_BYTES, type SniffedType } from './sniff';
export { reencodePhoto, readAll } from './image';
export { createStorage } from './create';
