export { Badge, badgeVariants, type BadgeProps } from './badge';
export { statusVariant, type BadgeTone } from './status';
