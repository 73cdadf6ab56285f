/**
 * Visual regression for the design system: every ui story, cropped to the story
 * root, in the light and the dark theme. Baselines live in __screenshots__/ next
 * to this file; `npm run test:update-baselines` rewrites them after a deliberate change.
 * In the same render, each story must show its component's root part by `data-slot`
 * (shadcn's convention: the hook that app styles and tests use to reach a part).
 */
import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { composeStories } from '@storybook/react-vite';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../.storybook/preview';

type StoryModule = Record<string, unknown> & { default: { title?: string } };

const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });
const themes = ['light', 'dark'] as const;

/**
 * The root part a story of each folder shows: its name, unless the component is an overlay
 * whose story may show only the trigger (closed) or only the content (open).
 */
const rootSlots: Record<string, string[]> = {
  dialog: ['dialog-trigger', 'dialog-content'],
  sheet: ['sheet-trigger', 'sheet-content'],
  'dropdown-menu': ['dropdown-menu-trigger', 'dropdown-menu-content'],
  tooltip: ['tooltip-trigger', 'tooltip-content'],
  'confirm-dialog': ['confirm-dialog-trigger', 'confirm-dialog'],
  select: ['select-trigger'],
  // A field of a form: its root part is the form's field.
  'rating-stars-field': ['form-field'],
  // The stories are of the Toaster, which lists the toasts.
  toast: ['toast-viewport'],
};

let root: Root | undefined;
let host: HTMLElement | undefined;

// Rendering outside act(): the screenshot matcher itself waits for a stable picture.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

beforeAll(async () => {
  // Tall enough for the longest story (a full page of table rows) to fit uncut.
  await page.viewport(800, 1000);
  const style = document.createElement('style');
  // Animations and carets make pixels differ run to run.
  style.textContent =
    '*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;transition:none!important;caret-color:transparent!important}';
  document.head.append(style);
  await document.fonts.ready;
});

/** Resolves once the page has not changed for 100 ms (effects ran, portals mounted), or after 2 s. */
function settled(): Promise<void> {
  return new Promise((resolve) => {
    let timer = setTimeout(done, 100);
    const limit = setTimeout(done, 2000);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, 100);
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(limit);
      resolve();
    }
  });
}

afterEach(() => {
  root?.unmount();
  host?.remove();
  root = undefined;
});

for (const [file, mod] of Object.entries(modules)) {
  const name = file.replace(/^\.\//, '').replace(/\/[^/]+\.stories\.tsx$/, '');
  for (const theme of themes) {
    // MSW and locale loading are not needed: ui stories render English without network.
    const annotations = { ...preview, loaders: [], initialGlobals: { theme, locale: 'en' } };
    const stories = composeStories(mod, annotations) as Record<
      string,
      ComponentType & { parameters?: Record<string, unknown> }
    >;
    describe(`${name} (${theme})`, () => {
      for (const [storyName, Story] of Object.entries(stories)) {
        const visual = Story.parameters?.visual as false | { waitFor?: string } | undefined;
        if (visual === false) continue;
        test(storyName, async () => {
          // A <section>, not a <div>: the screenshot matcher finds the element again by a
          // position selector (html > body > …), and the preview's idle toaster may add
          // a body-level <div> of its own.
          host = document.createElement('section');
          host.dataset.testid = 'story-root';
          host.style.display = 'inline-block';
          host.style.padding = '16px';
          host.style.minWidth = '320px';
          document.body.append(host);
          root = createRoot(host);
          root.render(<Story />);
          // A story whose picture needs something that appears after render (queued toasts)
          // names it, and the test waits for it however busy the machine is.
          if (visual?.waitFor) {
            const selector = visual.waitFor;
            await expect
              .poll(() => document.querySelector(selector), { timeout: 5000 })
              .not.toBeNull();
          }
          await settled();
          const slots = rootSlots[name] ?? [name];
          // `parameters.dataSlot: false` marks a story that renders nothing of its component.
          // React renders on its own schedule: on a busy machine the story may not be in yet.
          if (Story.parameters?.dataSlot !== false) {
            const selector = slots.map((slot) => `[data-slot="${slot}"]`).join(', ');
            await expect
              .poll(() => document.querySelector(selector), {
                timeout: 5000,
                message: `no element with data-slot="${slots.join('" or "')}"`,
              })
              .not.toBeNull();
          }
          await document.fonts.ready;
          // Overlays (dialogs, menus, tooltips, toasts) render in a portal outside the
          // story root; when one is open, the whole viewport is the picture.
          const overlay = document.querySelector(
            '[role="dialog"], [role="alertdialog"], [role="menu"], [role="tooltip"], [role="listbox"], ol[tabindex] li',
          );
          const target =
            overlay && !host.contains(overlay)
              ? page.elementLocator(document.body)
              : page.getByTestId('story-root');
          // A stable picture may take longer than the default 5 s while the first fonts load on a
          // busy machine (CI once failed the first story, alert Danger, that way).
          await expect
            .element(target)
            .toMatchScreenshot(`${name}-${storyName}-${theme}`, { timeout: 15_000 });
        });
      }
    });
  }
}
