export { appMeta } from './meta';
export { contentDocuments } from './content';
