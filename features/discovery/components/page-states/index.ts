export {
  CardListSkeleton,
  DetailSection,
  DetailSkeleton,
  FailedView,
  NotFoundView,
} from './page-states';
