import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * Analytics (issue 14; 002 §2 Admin, §3 "Analytics data"): every figure is computed from
 * the database for a period; definitions in ADR 0024.
 */

export const analyticsPeriods = ['7days', '30days', '3months', '6months', '1year'] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '6months';

export const analyticsQuery = z.object({
  period: z
    .enum(analyticsPeriods, { message: 'ANALYTICS_PERIOD_INVALID' })
    .default(DEFAULT_ANALYTICS_PERIOD),
});
export type AnalyticsQuery = z.input<typeof analyticsQuery>;

/** Days for the short periods, calendar months (in Nepal) for the long ones. */
export const analyticsBuckets = ['day', 'month'] as const;
export type AnalyticsBucket = (typeof analyticsBuckets)[number];

const count = z.number().int().min(0);
const rupees = z.number().min(0);
const percentage = z.number().min(0).max(100);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const analyticsOverview = z.object({
  users: count,
  doctors: count,
  hospitals: count,
  labs: count,
  pharmacies: count,
  ambulances: count,
  appointments: count,
  revenue: rupees,
  activeSubscriptions: count,
  pendingVerifications: count,
});

export const growthPoint = z.object({
  /** The bucket's first day (YYYY-MM-DD, Nepal). */
  start: isoDate,
  users: count,
  doctors: count,
  hospitals: count,
});
export type GrowthPoint = z.infer<typeof growthPoint>;
export const growthMetrics = ['users', 'doctors', 'hospitals'] as const;
export type GrowthMetric = (typeof growthMetrics)[number];

export const revenuePoint = z.object({
  start: isoDate,
  /** Fees of completed consultations. */
  consultations: rupees,
  /** The product sells no subscription yet: always 0 (ADR 0024). */
  subscriptions: rupees,
});
export type RevenuePoint = z.infer<typeof revenuePoint>;

export const appointmentStats = z.object({
  completed: count,
  cancelled: count,
  pending: count,
  noShow: count,
});

export const topDoctor = z.object({
  id: z.string(),
  name: z.string(),
  specialization: z.string(),
  appointments: count,
  revenue: rupees,
  rating: z.number().min(0).max(5),
});
export const topHospital = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  appointments: count,
  revenue: rupees,
});
export const topLab = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  rating: z.number().min(0).max(5).nullable(),
});

export const regionShare = z.object({ city: z.string(), users: count, percentage });
export const devices = ['mobile', 'desktop', 'tablet'] as const;
export type Device = (typeof devices)[number];
export const deviceShare = z.object({ device: z.enum(devices), signIns: count, percentage });
export const planShare = z.object({
  plan: z.string(),
  price: rupees,
  count,
  revenue: rupees,
  percentage,
});

export const analytics = z.object({
  period: z.enum(analyticsPeriods),
  bucket: z.enum(analyticsBuckets),
  /** First and last day of the period (Nepal), inclusive. */
  from: isoDate,
  to: isoDate,
  generatedAt: z.string(),
  overview: analyticsOverview,
  growth: z.array(growthPoint),
  revenue: z.array(revenuePoint),
  appointments: appointmentStats,
  top: z.object({
    doctors: z.array(topDoctor),
    hospitals: z.array(topHospital),
    labs: z.array(topLab),
  }),
  regions: z.array(regionShare),
  devices: z.array(deviceShare),
  /** Sign-ins from before devices were recorded, or from an agent we cannot class. */
  devicesUnknown: count,
  subscriptions: z.array(planShare),
});
export type Analytics = z.infer<typeof analytics>;

export const analyticsResponse = successEnvelope(analytics);

/** How many rows each top list shows. */
export const TOP_LIMIT = 5;
/** How many cities the geographic distribution names; the rest are "other". */
export const REGION_LIMIT = 8;
