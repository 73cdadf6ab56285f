import { z } from 'zod';
import {
  doctorListItem,
  doctorProfile,
  providerListItem,
  scheduleEntry,
  weekdays,
} from './entities';
import { successEnvelope } from './envelope';
import { searchTypes } from './discovery-values';

/**
 * Search and discovery (000 §7, issue 5): the queries the client sends and the answers
 * it reads. Only NMC-verified doctors ever appear here. Lists that can grow page with an
 * opaque `cursor` (the previous answer's `nextCursor`).
 */

const limit = (fallback: number, max: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);
const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);
/** Minimum average rating, 0 to 5 (the filters offer any, 2+, 3+, 4+, 4.5, 5). */
const minRating = z.coerce.number().min(0).max(5).optional();
const text = (max: number) => z.string().trim().max(max);
const cursor = z.string().max(200).optional();

export {
  specialties,
  providerTypes,
  searchTypes,
  type Specialty,
  type ProviderType,
  type SearchType,
} from './discovery-values';

// ---- Queries ----

export const doctorListQuery = z.object({
  /** The public list is always verified; the parameter is accepted for older clients. */
  verified: z.enum(['true', 'false']).optional(),
  specialty: text(100).optional(),
  limit: limit(20, 100),
  cursor,
});

export const nearbyQuery = z.object({
  lat: latitude,
  lng: longitude,
  /** Kilometres; doctors default to 10 (the nearby page), providers to 50 (000 §9). */
  radius: z.coerce.number().min(0.1).max(500).optional(),
  specialty: text(100).optional(),
  rating: minRating,
  limit: limit(20, 100),
});

export const doctorSearchQuery = z.object({
  q: text(200).default(''),
  rating: minRating,
  specialty: text(100).optional(),
  location: text(100).optional(),
  limit: limit(50, 100),
});

export const providerListQuery = z.object({ limit: limit(20, 100), cursor });
export const providerSearchQuery = z.object({
  q: text(200).default(''),
  location: text(100).optional(),
  limit: limit(50, 100),
});

export const searchQuery = z.object({
  q: text(200).default(''),
  type: z.enum(searchTypes).default('all'),
  location: text(100).optional(),
  specialty: text(100).optional(),
  rating: minRating,
  availability: z.enum(['true', 'false']).optional(),
  /** Per type; 20 in all mode, 50 for one type (000 §7). */
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

// ---- Answers ----

/** A provider in a list; `distanceKm` on nearby answers, ordered by it. */
export const providerItem = providerListItem.extend({
  phone: z.string().nullable(),
  rating: z.number().min(0).max(5).nullable(),
  /** How many patients rated it (issue 14 provider ratings; `rating` is their average). */
  ratingCount: z.number().int().min(0).optional(),
  distanceKm: z.number().min(0).optional(),
});
export type ProviderItem = z.infer<typeof providerItem>;

/** A hospital's page (/hospital/{id}): the doctors who practise there, with their days. */
export const hospitalDetail = providerItem.extend({
  location: z.object({
    city: z.string(),
    address: z.string().optional(),
    lat: z.number(),
    lng: z.number(),
  }),
  email: z.string().nullable(),
  departments: z.array(z.string()),
  doctors: z.array(
    z.object({
      _id: z.string(),
      fullName: z.string(),
      specialization: z.string(),
      days: z.array(z.enum(weekdays)),
    }),
  ),
});
export type HospitalDetail = z.infer<typeof hospitalDetail>;

/** A lab, pharmacy or ambulance service by id. */
export const providerDetail = providerItem.extend({
  location: z.object({
    city: z.string(),
    address: z.string().optional(),
    lat: z.number(),
    lng: z.number(),
  }),
  email: z.string().nullable(),
});
export type ProviderDetail = z.infer<typeof providerDetail>;

export const doctorPageResponse = successEnvelope(
  z.object({ doctors: z.array(doctorListItem), nextCursor: z.string().nullable() }),
);
export const doctorListResponse = successEnvelope(z.object({ doctors: z.array(doctorListItem) }));
/**
 * Nearby doctors: the nearest `limit`, and how many verified doctors the radius holds.
 * Counting stops at `NEARBY_TOTAL_CAP`: `totalCapped` then says there are more.
 */
export const NEARBY_TOTAL_CAP = 100;
export const nearbyDoctorsResponse = successEnvelope(
  z.object({
    doctors: z.array(doctorListItem),
    total: z.number().int().min(0),
    totalCapped: z.boolean(),
  }),
);
export const doctorResponse = successEnvelope(z.object({ doctor: doctorProfile }));
/** Slots by day name (every day present, empty when the doctor does not work then). */
export const availabilityResponse = successEnvelope(
  z.object({ availability: z.record(z.enum(weekdays), z.array(scheduleEntry)) }),
);
export const scheduleResponse = successEnvelope(z.object({ schedule: z.array(scheduleEntry) }));

export const providerPageResponse = successEnvelope(
  z.object({ providers: z.array(providerItem), nextCursor: z.string().nullable() }),
);
export const providerListResponse = successEnvelope(z.object({ providers: z.array(providerItem) }));
export const hospitalResponse = successEnvelope(z.object({ hospital: hospitalDetail }));
export const providerResponse = successEnvelope(z.object({ provider: providerDetail }));

/** GET /search: every type asked for, each its own list (types not asked for are empty). */
export const searchResponse = successEnvelope(
  z.object({
    doctors: z.array(doctorListItem),
    hospitals: z.array(providerItem),
    labs: z.array(providerItem),
    pharmacies: z.array(providerItem),
    ambulances: z.array(providerItem),
  }),
);
export type SearchResults = z.infer<typeof searchResponse>['data'];
