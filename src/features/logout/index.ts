export { useLogout, useLogoutEverywhere } from './model/useLogout';
