export { usePrefersReducedMotion } from './usePrefersReducedMotion';
export { useInView, useNearView } from './useInView';
