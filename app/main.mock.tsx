/**
 * `npm run dev:mock`: the front end on MSW alone, no server. Loaded only in Vite's
 * `mock` mode, so production builds never contain the mocks.
 */
export async function startMockWorker() {
  const { worker } = await import('@mocks/browser');
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
