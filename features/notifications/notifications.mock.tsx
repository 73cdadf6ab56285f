/**
 * What the notification bell's and panel's story files share: a fresh store and fake
 * socket with every endpoint's success before each story, and the live stories' setup.
 */
import type { Decorator, StoryContext } from '@storybook/react-vite';
import { RealtimeProvider } from '@lib/realtime';
import {
  fakeRealtime,
  notificationHandlers,
  notificationStore,
} from '@mocks/handlers/notifications';

/** The metas' beforeEach: the stored notifications and the socket reset, every endpoint served. */
export function freshNotifications({ msw }: Pick<StoryContext, 'msw'>) {
  notificationStore.reset();
  fakeRealtime.reset();
  msw.use(...notificationHandlers());
}

/**
 * A live story's setup (spread it into the story): the real RealtimeProvider, over MSW
 * playing the socket.io server.
 */
export const live = {
  beforeEach({ msw }: Pick<StoryContext, 'msw'>) {
    msw.use(...fakeRealtime.handlers());
  },
  decorators: [
    (Story) => (
      <RealtimeProvider>
        <Story />
      </RealtimeProvider>
    ),
  ] satisfies Decorator[],
};
