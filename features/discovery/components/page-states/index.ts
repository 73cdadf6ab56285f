export { CardListSkeleton, DetailSkeleton, FailedView, NotFoundView } from './page-states';
