/**
 * The stories every admin table screen has for a list that does not arrive: still loading,
 * the server failed, the network is down, the account may not see it. Only stories import
 * this module.
 */
import type { RequestHandler } from 'msw';
import { expect, within } from 'storybook/test';
import { errorText } from '@contract/errors';

type Scenario = () => RequestHandler;

export type TableScenarios = {
  timeout: Scenario;
  serverError: Scenario;
  offline: Scenario;
  forbidden: Scenario;
};

type StateStory = {
  beforeEach(context: { msw: { use(...handlers: RequestHandler[]): void } }): void;
  parameters: { visual: { waitFor: string } };
  play(context: { canvasElement: HTMLElement }): Promise<void>;
};

const using = (scenario: Scenario, waitFor: string, play: StateStory['play']): StateStory => ({
  beforeEach({ msw }) {
    msw.use(scenario());
  },
  parameters: { visual: { waitFor } },
  play,
});

const alertIn = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('alert'));

/** Loading, ServerError, Offline and Forbidden for a screen with one data table. */
export function tableStateStories(scenarios: TableScenarios) {
  return {
    Loading: using(scenarios.timeout, 'table[aria-busy="true"]', async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByRole('table')).toHaveAttribute(
        'aria-busy',
        'true',
      );
    }),
    ServerError: using(scenarios.serverError, '[role="alert"]', async ({ canvasElement }) => {
      const alert = await alertIn(canvasElement);
      await expect(alert.getAllByText('Something went wrong')[0]).toBeVisible();
      await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
    }),
    Offline: using(scenarios.offline, '[role="alert"]', async ({ canvasElement }) => {
      const alert = await alertIn(canvasElement);
      await expect(alert.getByText('Network error. Please check your connection.')).toBeVisible();
    }),
    Forbidden: using(scenarios.forbidden, '[role="alert"]', async ({ canvasElement }) => {
      const alert = await alertIn(canvasElement);
      await expect(alert.getByText(errorText('FORBIDDEN', 'en'))).toBeVisible();
    }),
  };
}
