/**
 * The handlers' in-memory stores (what a story's saves change), each registered with the
 * reset that starts it from its fixtures. Storybook and the story runs keep one window from
 * story to story, so the preview resets every store before each story; a story that needs
 * another start (an empty list, a rejected application) resets its own store after that.
 */
const resets: (() => void)[] = [];

/** Registers a store's reset, called with its defaults, and starts the store from it. */
export function resetBeforeEachStory(reset: () => void): void {
  resets.push(reset);
  reset();
}

/** Starts every registered store again from its fixtures. */
export function resetStores(): void {
  for (const reset of resets) reset();
}
