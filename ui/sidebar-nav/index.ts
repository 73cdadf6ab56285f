export {
  SidebarNav,
  sidebarNavItemVariants,
  type SidebarNavProps,
  type SidebarNavItem,
  type SidebarNavLinkProps,
} from './sidebar-nav';
