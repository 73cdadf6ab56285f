import { http } from 'msw';
import {
  doctorListQuery,
  doctorSearchQuery,
  nearbyQuery,
  searchQuery,
  type SearchResults,
} from '@contract/discovery';
import { endpoints } from '@contract/endpoints';
import type { DoctorListItem, DoctorProfile, ScheduleEntry } from '@contract/entities';
import type { HospitalDetail } from '@contract/discovery';
import * as fixtures from '../fixtures/discovery';
import { api, fail, failures, ok } from '../respond';

/** The query string as an object, for the contract's query schemas. */
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

const badQuery = () => fail(400, 'Please check your input and try again.', 'VALIDATION');

const doctorNotFound = () => fail(404, 'Doctor not found', 'NOT_FOUND');
const hospitalNotFound = () => fail(404, 'The requested resource was not found.', 'NOT_FOUND');

const paths = {
  doctors: endpoints.doctors.path,
  nearby: endpoints.doctorsNearby.path,
  doctorsSearch: endpoints.doctorsSearch.path,
  doctor: endpoints.doctor.path,
  availability: endpoints.doctorAvailability.path,
  schedule: endpoints.doctorSchedule.path,
  search: endpoints.search.path,
  hospital: endpoints.hospital.path,
};

/** GET /doctors: verified doctors, best rated first, one page. */
export const listDoctors = {
  success: (all: readonly DoctorListItem[] = fixtures.doctors) =>
    http.get(api(paths.doctors), ({ request }) => {
      const query = doctorListQuery.safeParse(queryOf(request));
      if (!query.success) return badQuery();
      const { specialty, limit } = query.data;
      const page = all.filter((d) => !specialty || d.specialization === specialty).slice(0, limit);
      return ok({ doctors: page, nextCursor: null });
    }),
  empty: () => http.get(api(paths.doctors), () => ok({ doctors: [], nextCursor: null })),
  ...failures('get', paths.doctors),
};

/** GET /doctors/nearby: within the radius (10 km by default), nearest first. */
export const nearbyDoctors = {
  success: () =>
    http.get(api(paths.nearby), ({ request }) => {
      const query = nearbyQuery.safeParse(queryOf(request));
      if (!query.success) return badQuery();
      const { radius = 10, ...rest } = query.data;
      const all = fixtures.nearbyDoctors({ ...rest, radius, limit: Number.MAX_SAFE_INTEGER });
      return ok({ doctors: all.slice(0, rest.limit), total: all.length, totalCapped: false });
    }),
  empty: () => http.get(api(paths.nearby), () => ok({ doctors: [], total: 0, totalCapped: false })),
  /** A dense city: the nearest fixtures come back, the radius holds `total` (capped or not). */
  crowded: (total: number, totalCapped = false) =>
    http.get(api(paths.nearby), ({ request }) => {
      const query = nearbyQuery.safeParse(queryOf(request));
      if (!query.success) return badQuery();
      const { radius = 10, ...rest } = query.data;
      return ok({ doctors: fixtures.nearbyDoctors({ ...rest, radius }), total, totalCapped });
    }),
  ...failures('get', paths.nearby),
};

/** GET /doctors/search. */
export const searchDoctors = {
  success: () =>
    http.get(api(paths.doctorsSearch), ({ request }) => {
      const query = doctorSearchQuery.safeParse(queryOf(request));
      if (!query.success) return badQuery();
      const { doctors } = fixtures.searchResults({ ...query.data, type: 'doctors' });
      return ok({ doctors });
    }),
  empty: () => http.get(api(paths.doctorsSearch), () => ok({ doctors: [] })),
  ...failures('get', paths.doctorsSearch),
};

/** GET /search: every type asked for, filtered like the server (without its typo tolerance). */
export const search = {
  success: (results?: SearchResults) =>
    http.get(api(paths.search), ({ request }) => {
      const query = searchQuery.safeParse(queryOf(request));
      if (!query.success) return badQuery();
      if (results) return ok(results);
      const { availability, limit, ...rest } = query.data;
      return ok(
        fixtures.searchResults({
          ...rest,
          availability: availability === 'true',
          limit: limit ?? (rest.type === 'all' ? 20 : 50),
        }),
      );
    }),
  empty: () => http.get(api(paths.search), () => ok(fixtures.emptySearchResults)),
  ...failures('get', paths.search),
};

/** GET /doctors/{id}: a verified doctor's public profile. */
export const getDoctor = {
  success: (all: readonly DoctorProfile[] = fixtures.profiles) =>
    http.get(api(paths.doctor), ({ params }) => {
      const doctor = all.find((d) => d._id === params.id);
      return doctor ? ok({ doctor }) : doctorNotFound();
    }),
  /** Always this profile, whatever the id. */
  profile: (doctor: DoctorProfile) => http.get(api(paths.doctor), () => ok({ doctor })),
  notFound: () => http.get(api(paths.doctor), () => doctorNotFound()),
  ...failures('get', paths.doctor),
};

/** GET /doctors/{id}/availability: slots by day name. */
export const doctorAvailability = {
  success: () =>
    http.get(api(paths.availability), ({ params }) => {
      const doctor = fixtures.doctors.find((d) => d._id === params.id);
      return doctor ? ok({ availability: fixtures.availabilityOf(doctor) }) : doctorNotFound();
    }),
  /** Every day present and empty. */
  empty: () =>
    http.get(api(paths.availability), () =>
      ok({
        availability: fixtures.availabilityOf({
          ...fixtures.anilKoirala,
          advancedSchedule: [] as ScheduleEntry[],
        }),
      }),
    ),
  notFound: () => http.get(api(paths.availability), () => doctorNotFound()),
  ...failures('get', paths.availability),
};

/** GET /doctors/{id}/schedule. */
export const doctorSchedule = {
  success: () =>
    http.get(api(paths.schedule), ({ params }) => {
      const doctor = fixtures.doctors.find((d) => d._id === params.id);
      return doctor ? ok({ schedule: doctor.advancedSchedule }) : doctorNotFound();
    }),
  ...failures('get', paths.schedule),
};

/** GET /hospitals/{id}: the hospital with its departments and doctors. */
export const getHospital = {
  success: (all: readonly HospitalDetail[] = fixtures.hospitalDetails) =>
    http.get(api(paths.hospital), ({ params }) => {
      const hospital = all.find((h) => h._id === params.id);
      return hospital ? ok({ hospital }) : hospitalNotFound();
    }),
  notFound: () => http.get(api(paths.hospital), () => hospitalNotFound()),
  ...failures('get', paths.hospital),
};

/** The success scenario of every discovery endpoint the screens call. */
export const discoveryHandlers = () => [
  listDoctors.success(),
  nearbyDoctors.success(),
  searchDoctors.success(),
  search.success(),
  getDoctor.success(),
  doctorAvailability.success(),
  doctorSchedule.success(),
  getHospital.success(),
];
