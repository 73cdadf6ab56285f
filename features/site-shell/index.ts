export { SiteFooter, type SiteFooterProps } from './components/site-footer';
export { SiteHeader, type SiteHeaderProps } from './components/site-header';
