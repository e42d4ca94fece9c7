export { useDelayedNavigate } from './useDelayedNavigate';
export { useLoginHref } from './useLoginHref';
