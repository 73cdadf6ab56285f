export { PageProvider, usePageTitle, useTitleText, type PageShown } from './page-title';
