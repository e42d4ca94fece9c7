export { appMeta } from './meta';
