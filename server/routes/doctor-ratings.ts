import type { FastifyInstance } from 'fastify';
import { errorText } from '@contract/errors';
import type { Db } from '../db/database';
import { canRateDoctor, rateDoctor, reasonCodes, visitedDoctors } from '../domain/doctor-ratings';
import { languageOf } from '../http/errors';
import { route } from '../http/route';

type Deps = { db: Db; clock: () => Date };

/** Ratings of doctors (issue 17; 002 §2, §3, §7, ADR 0037): visited doctors, can-rate, rate. */
export function doctorRatingRoutes(app: FastifyInstance, { db, clock }: Deps) {
  route(app, 'visitedDoctors', async ({ caller }) => ({
    doctors: await visitedDoctors(db, caller.userId),
  }));
  route(app, 'doctorCanRate', async ({ caller, params, request }) => {
    const answer = await canRateDoctor(db, caller.userId, params.id);
    return { ...answer, message: errorText(reasonCodes[answer.reason], languageOf(request)) };
  });
  route(app, 'rateDoctor', ({ caller, params, body }) =>
    rateDoctor(db, caller.userId, params.id, body, clock()),
  );
}
