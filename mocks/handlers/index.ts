import type { RequestHandler } from 'msw';
import * as system from './system';

/** Every endpoint's `success` scenario: the default world of stories and tests. */
export const handlers: RequestHandler[] = [
  system.getHealth.success(),
  system.getPublicSettings.success(),
];

export { system };
