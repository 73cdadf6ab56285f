import { specialties, type Specialty } from '@contract/discovery-values';

/**
 * The public register of the Nepal Medical Council, searched by registration number or
 * name. A placeholder: no external host may be named in the code base; the deployment
 * sets the real address here.
 */
export const NMC_REGISTER_SEARCH_URL = 'https://nmc-register.invalid/search';

/** A link to the register's search for this doctor. */
export const nmcRegisterUrl = (term: string) =>
  `${NMC_REGISTER_SEARCH_URL}?q=${encodeURIComponent(term)}`;

/** Specialties as the server stores them (exact match for filters, 000 §5). */
export { specialties, type Specialty };

/** /search minimum rating options: Any, 2+, 3+, 4+, 5 (000 §2). */
export const searchRatings = [2, 3, 4, 5] as const;
/** /doctors-near-me minimum rating options: any, 3, 4, 4.5 (000 §9). */
export const nearbyRatings = [3, 4, 4.5] as const;
/** /doctors-near-me distance options in km, default 10 (000 §9). */
export const nearbyDistances = [5, 10, 20, 50] as const;
export const DEFAULT_DISTANCE_KM = 10;

/** How many schedule entries a doctor card lists before "+N more locations". */
export const CARD_SCHEDULE_ENTRIES = 2;

export const links = {
  profile: (id: string) => `/doctor-profile/${encodeURIComponent(id)}`,
  hospital: (id: string) => `/hospital/${encodeURIComponent(id)}`,
  book: (id: string) => `/book-appointment/${encodeURIComponent(id)}`,
  bookSlot: (id: string, slot: { day: string; start: string; hospital: string }) =>
    `/book-appointment/${encodeURIComponent(id)}?${new URLSearchParams({
      day: slot.day,
      start: slot.start,
      hospital: slot.hospital,
    }).toString()}`,
};
