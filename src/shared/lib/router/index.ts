export { useDelayedNavigate } from './useDelayedNavigate';
