import { http } from 'msw';
import { paths } from '@contract/paths';
import { criteriaByKind, rateProviderRequest } from '@contract/provider-ratings';
import * as fixtures from '../fixtures/provider-ratings';
import { api, failures, ok, readJson, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

/**
 * Ratings of providers (issue 14): the caller's own rating and rating. A small store so a
 * story sees its saved rating when the form reloads; reset it before each story.
 */
let mine = fixtures.notRated;
export const providerRatingStore = {
  reset(start = fixtures.notRated) {
    mine = start;
  },
  get mine() {
    return mine;
  },
};

const path = api(paths.providerRating);

export const myProviderRating = {
  success: () => http.get(path, () => ok(mine)),
  ...failures('get', paths.providerRating),
};

export const rateProvider = {
  success: () =>
    http.put(path, async ({ request }) => {
      const body = rateProviderRequest.safeParse(await readJson(request));
      if (!body.success) return refuse(request, 400, 'RATING_STARS_INVALID', 'stars');
      // As the server: only the provider's kind's criteria.
      const allowed: readonly string[] = criteriaByKind[mine.kind];
      const foreign = Object.keys(body.data.criteria).find((name) => !allowed.includes(name));
      if (foreign) return refuse(request, 400, 'RATING_CRITERION_INVALID', `criteria.${foreign}`);
      const { stars, comment, criteria } = body.data;
      const answer = fixtures.ratedWith(stars, comment, mine, criteria);
      mine = {
        average: answer.average,
        count: answer.count,
        kind: mine.kind,
        rating: answer.rating,
      };
      return ok(answer);
    }),
  notVerified: () => http.put(path, ({ request }) => refuse(request, 403, 'RATING_NOT_VERIFIED')),
  notRateable: () => http.put(path, ({ request }) => refuse(request, 409, 'PROVIDER_NOT_RATEABLE')),
  ...failures('put', paths.providerRating),
};

export const providerRatingsHandlers = () => [myProviderRating.success(), rateProvider.success()];

resetBeforeEachStory(() => providerRatingStore.reset());
