/**
 * Visual baselines for feature and page stories, taken in the same browser render as the
 * story's interaction and accessibility test: the storybook Vitest project calls this
 * from the preview's `afterEach`, once the play function has finished (Storybook has
 * already paused animations at their end frame by then). It is imported only by
 * `vitest.setup.ts`, so Storybook itself never loads Vitest.
 *
 * Per story (`parameters.visual`):
 * - `false`: no picture (say why next to it);
 * - `{ dark: true }`: a second picture in the dark theme (a representative set);
 * - `{ waitFor: selector }`: wait for something that appears after the play function.
 * Pictures are named by story id and theme, so renaming a story renames its baseline.
 */
import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { requestsInFlight } from './in-flight';

export type VisualParameter = false | { dark?: boolean; waitFor?: string };

/** The phone width most of our users have (issue 12); stories that set a viewport keep theirs. */
const PHONE = { width: 390, height: 844 } as const;

/** Feature and page stories; ui stories have their own baselines (ui/visual.browser.test.tsx). */
const CAPTURED = /\/(features|app)\/.+\.stories\.tsx$/;

let stylesInstalled = false;

function installStyles() {
  if (stylesInstalled) return;
  stylesInstalled = true;
  const style = document.createElement('style');
  style.dataset.visual = '';
  // A blinking caret, smooth scrolling and a transition caught half-way (a toast sliding in
  // on a busy machine) make pixels differ run to run: pictures show where things end up.
  style.textContent =
    '*,*::before,*::after{caret-color:transparent!important;scroll-behavior:auto!important;' +
    'transition-duration:0s!important;transition-delay:0s!important}';
  document.head.append(style);
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Resolves once every request the story made has been answered (but those it never answers
 * on purpose, in-flight.ts) and the page has not changed for `quiet` ms since (effects ran,
 * portals mounted), or after `limit` ms, when it says what it still waited for.
 */
function settled(quiet = 60, limit = 5000): Promise<void> {
  return new Promise((resolve) => {
    const start = performance.now();
    let changed = start;
    const observer = new MutationObserver(() => {
      changed = performance.now();
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    const check = setInterval(() => {
      const now = performance.now();
      const requests = requestsInFlight();
      if (requests.length > 0) changed = now;
      if (now - changed < quiet && now - start < limit) return;
      clearInterval(check);
      observer.disconnect();
      if (now - start >= limit)
        console.warn(
          `visual: the page did not settle in ${limit} ms` +
            (requests.length ? `, waiting for ${requests.join(', ')}` : ''),
        );
      resolve();
    }, 20);
  });
}

const OVERLAY =
  '[role="dialog"], [role="alertdialog"], [role="menu"], [role="tooltip"], [role="listbox"], ol[tabindex] li';

function hasOwnViewport(context: StoryContext): boolean {
  const globalViewport = (context.globals.viewport as { value?: string } | undefined)?.value;
  const parameterViewport = (
    context.parameters.viewport as { defaultViewport?: string } | undefined
  )?.defaultViewport;
  return Boolean(globalViewport || parameterViewport);
}

/**
 * Chromium paints only what is inside the test iframe, so the iframe grows to the page's
 * height before a picture of the canvas (up to the outer window's height, set for this
 * project in vitest.config.ts; a longer page is cut there, the same way every run).
 */
export const MAX_HEIGHT = 7000;

async function picture(context: StoryContext, name: string, width: number) {
  await settled();
  await document.fonts.ready;
  const canvas = context.canvasElement;
  const overlay = document.querySelector(OVERLAY);
  const box = canvas.getBoundingClientRect();
  if ((overlay && !canvas.contains(overlay)) || box.width === 0 || box.height === 0) {
    // An overlay (dialog, menu, toast) renders in a portal outside the canvas, and a story
    // may end with nothing in it (a dialog closed): the picture is then the phone's screen,
    // as a person sees it, as in ui/visual.browser.test.tsx.
    const clip = document.createElement('style');
    clip.textContent = 'html,body{height:100%!important;overflow:hidden!important}';
    document.head.append(clip);
    try {
      await nextFrame();
      await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name);
    } finally {
      clip.remove();
    }
    return;
  }
  const height = Math.min(
    MAX_HEIGHT,
    Math.max(window.innerHeight, document.documentElement.scrollHeight),
  );
  if (height > window.innerHeight) {
    await page.viewport(width, height);
    await settled();
  }
  // A page that loads more as the reader scrolls (the health feed) grows with the window;
  // the picture stops at the window's foot, where Chromium stops painting.
  const { maxHeight, overflow } = canvas.style;
  canvas.style.maxHeight = `${window.innerHeight}px`;
  canvas.style.overflow = 'hidden';
  try {
    await nextFrame();
    await expect.element(page.elementLocator(canvas)).toMatchScreenshot(name);
  } finally {
    canvas.style.maxHeight = maxHeight;
    canvas.style.overflow = overflow;
  }
}

/** Takes the story's baseline(s). A no-op for stories outside features/ and app/. */
export async function captureStory(context: StoryContext): Promise<void> {
  const visual = context.parameters.visual as VisualParameter | undefined;
  if (visual === false) return;
  if (!CAPTURED.test(expect.getState().testPath ?? '')) return;
  installStyles();
  // The next story's play function runs in the window this one started with, whatever
  // size its pictures needed (a tall window shows the health feed's tenth post).
  const started = { width: window.innerWidth, height: window.innerHeight };
  try {
    await capture(context, visual);
  } finally {
    if (window.innerWidth !== started.width || window.innerHeight !== started.height)
      await page.viewport(started.width, started.height);
  }
}

async function capture(context: StoryContext, visual: Exclude<VisualParameter, false> | undefined) {
  if (!hasOwnViewport(context)) await page.viewport(PHONE.width, PHONE.height);
  const width = window.innerWidth;
  if (visual?.waitFor) {
    const selector = visual.waitFor;
    await expect.poll(() => document.querySelector(selector), { timeout: 5000 }).not.toBeNull();
  }
  const root = document.documentElement;
  const theme = root.classList.contains('dark') ? 'dark' : 'light';
  await picture(context, `${context.id}-${theme}`, width);
  if (visual?.dark && theme === 'light') {
    // The themes differ only in the semantic tokens under `.dark`, so the same render
    // switched to dark is the dark picture: no second render, no second play function.
    // The colour scheme goes with the class (tokens.css).
    root.classList.add('dark');
    try {
      await nextFrame();
      await picture(context, `${context.id}-dark`, width);
    } finally {
      root.classList.remove('dark');
    }
  }
}
