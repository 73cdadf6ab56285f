import { http } from 'msw';
import { paths } from '@contract/paths';
import { rateProviderRequest } from '@contract/provider-ratings';
import * as fixtures from '../fixtures/provider-ratings';
import { api, failures, ok, readJson, refuse } from '../respond';

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
      const answer = fixtures.ratedWith(body.data.stars, body.data.comment, mine);
      mine = { average: answer.average, count: answer.count, rating: answer.rating };
      return ok(answer);
    }),
  notVerified: () => http.put(path, ({ request }) => refuse(request, 403, 'RATING_NOT_VERIFIED')),
  notRateable: () => http.put(path, ({ request }) => refuse(request, 409, 'PROVIDER_NOT_RATEABLE')),
  ...failures('put', paths.providerRating),
};

export const providerRatingsHandlers = () => [myProviderRating.success(), rateProvider.success()];
