/**
 * What every story starts from: the handlers' in-memory stores (what a story's saves change),
 * each registered with the reset that starts it from its fixtures, and in the story runs the
 * clock and the count of requests in flight (.storybook/vitest.setup.ts, in-flight.ts).
 * Storybook and the story runs keep one window from story to story, so the preview calls
 * every reset before each story; a story that needs another start (an empty list, a rejected
 * application) resets its own store after that.
 */
const resets: (() => void)[] = [];

/** Registers a reset to run before each story, and runs it once now. */
export function resetBeforeEachStory(reset: () => void): void {
  resets.push(reset);
  reset();
}

/** Runs every registered reset: each store starts again from its fixtures. */
export function resetStores(): void {
  for (const reset of resets) reset();
}
