/**
 * Runs in the browser before each story file of the storybook Vitest projects (and never in
 * Storybook itself).
 */
import { configure } from 'storybook/test';
import { vi } from 'vitest';
import { resetBeforeEachStory } from '@mocks/stores';
import { trackRequests } from './in-flight';
import { prepareStoryIntl } from './story-intl';
import { captureStory } from './visual';

// The preview's `afterEach` takes each story's visual baseline through this, so the picture
// comes from the render its interaction test already paid for.
(globalThis as { __captureStory?: typeof captureStory }).__captureStory = captureStory;

// Each picture waits for the answers to the story's own requests (in-flight.ts).
trackRequests();

// The preview's locale loader gives each story the Intl of its language (story-intl.ts).
(globalThis as { __storyIntl?: (locale: 'en' | 'ne') => void }).__storyIntl =
  await prepareStoryIntl();

// Every list item is drawn in story runs, on screen or not (`lazy-items` in globals.css skips
// drawing those far from the screen), so an interaction finds each one laid out and a page's
// picture has its real height.
// (Every file of a half runs in one window, so this setup runs once per file: once is enough.)
if (!document.getElementById('story-draw-everything')) {
  const drawEverything = document.createElement('style');
  drawEverything.id = 'story-draw-everything';
  drawEverything.textContent = '.lazy-items>*{content-visibility:visible!important}';
  document.head.append(drawEverything);
}

// One clock for every story run, so what a screen derives from "now" (today's date, the
// footer's year, "2 minutes ago") is the same in every run and in its baseline. Only Date
// is faked, and it still advances, so time-outs, countdowns and polling run in real time.
// Every story starts at the same instant: the files of a half share one window and are all
// set up before the first runs, so a clock set per file would have run on for minutes by
// the last file's stories. The preview's reset sets it (a `beforeEach` here did not reach
// every file of a shared window), registered once per window.
const STORY_NOW = new Date('2026-11-24T04:15:00Z'); // 10:00 in Kathmandu
vi.useFakeTimers({ now: STORY_NOW, toFake: ['Date'], shouldAdvanceTime: true });
const clock = globalThis as { __storyClock?: true };
if (!clock.__storyClock) {
  clock.__storyClock = true;
  resetBeforeEachStory(() => vi.setSystemTime(STORY_NOW));
}

// findBy… and waitFor give up after 1 s by default. On the 2-core CI, with the server suites
// running beside the browser, an MSW answer and its re-render sometimes take longer (a share
// count in the feed's card missed it by a few hundred ms), so the runs wait up to 5 s. A story
// that never reaches its state still fails; one that is slow no longer does.
configure({ asyncUtilTimeout: 5000 });
