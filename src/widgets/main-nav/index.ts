export { MainNav } from './ui/MainNav';
export { activeNavItem, NAV_ITEMS } from './model/navItems';
