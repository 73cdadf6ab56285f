export {
  CardListSkeleton,
  DetailPage,
  DetailSection,
  type DetailPageMessages,
  type DetailPageProps,
} from './page-states';
