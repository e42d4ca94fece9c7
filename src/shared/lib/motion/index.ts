export { usePrefersReducedMotion } from './usePrefersReducedMotion';
export { useInView } from './useInView';
