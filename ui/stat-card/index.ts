export {
  StatCard,
  statCardIconVariants,
  statCardTrendVariants,
  statCardVariants,
  type StatCardProps,
  type StatTrend,
} from './stat-card';
