export { useLogout } from './model/useLogout';
