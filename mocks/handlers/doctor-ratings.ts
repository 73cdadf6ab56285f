import { http } from 'msw';
import { rateDoctorRequest, type VisitedDoctor } from '@contract/doctor-ratings';
import { paths } from '@contract/paths';
import * as fixtures from '../fixtures/doctor-ratings';
import { api, failures, ok, readJson, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

/**
 * Visited doctors and their ratings (issue 17). A small store so the list shows the new
 * rating after a story rates; reset it before each story.
 */
let doctors: VisitedDoctor[] = fixtures.visitedDoctors;
export const doctorRatingStore = {
  reset(start = fixtures.visitedDoctors) {
    doctors = start;
  },
};

export const visitedDoctors = {
  success: () => http.get(api(paths.visitedDoctors), () => ok({ doctors })),
  empty: () => http.get(api(paths.visitedDoctors), () => ok({ doctors: [] })),
  ...failures('get', paths.visitedDoctors),
};

export const doctorCanRate = {
  success: () =>
    http.get(api(paths.doctorCanRate), ({ params }) => {
      const doctor = doctors.find((d) => d.doctorId === params.id);
      return ok(
        doctor?.rateableAppointmentId
          ? { ...fixtures.canRate, appointmentId: doctor.rateableAppointmentId }
          : fixtures.notVisited,
      );
    }),
  ...failures('get', paths.doctorCanRate),
};

export const rateDoctor = {
  success: () =>
    http.post(api(paths.doctorRatings), async ({ request, params }) => {
      const body = rateDoctorRequest.safeParse(await readJson(request));
      if (!body.success) return refuse(request, 400, 'RATING_STARS_INVALID', 'stars');
      const answer = fixtures.ratedJoshi(body.data.stars, body.data.comment);
      doctors = doctors.map((d) =>
        d.doctorId === params.id
          ? {
              ...d,
              summary: { average: answer.average, count: answer.count },
              rateableAppointmentId: null,
              myLatestRating: { ...answer.rating, criteria: body.data.criteria },
            }
          : d,
      );
      return ok(answer);
    }),
  notVisited: () =>
    http.post(api(paths.doctorRatings), ({ request }) =>
      refuse(request, 403, 'RATING_NOT_VISITED'),
    ),
  alreadyRated: () =>
    http.post(api(paths.doctorRatings), ({ request }) =>
      refuse(request, 409, 'DOCTOR_ALREADY_RATED'),
    ),
  notRateable: () =>
    http.post(api(paths.doctorRatings), ({ request }) =>
      refuse(request, 409, 'DOCTOR_NOT_RATEABLE'),
    ),
  ...failures('post', paths.doctorRatings),
};

/**
 * GET /doctors/{id} for the rating dialog: the visited doctors' public profiles. Any other
 * id falls through to discovery's handler, so this one can stand before it.
 */
export const ratedDoctor = {
  success: () =>
    http.get(api(paths.doctor), ({ params }) => {
      const doctor = fixtures.visitedProfiles.find((d) => d._id === params.id);
      return doctor ? ok({ doctor }) : undefined;
    }),
  ...failures('get', paths.doctor),
};

export const doctorRatingsHandlers = () => [
  ratedDoctor.success(),
  visitedDoctors.success(),
  doctorCanRate.success(),
  rateDoctor.success(),
];

resetBeforeEachStory(() => doctorRatingStore.reset());
