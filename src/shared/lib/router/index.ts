export { useDelayedNavigate } from './useDelayedNavigate';
export { useLoginHref } from './useLoginHref';
export { pageFromParams, usePageParam, withPageParam, type SetPageOptions } from './pageParam';
