/**
 * The response schemas of the session's own calls (sign-in, refresh, current user,
 * health), loaded on first use (see `lazy` in client.ts): zod and these schemas stay out
 * of the first page load, and a signed-in start does not wait for the whole contract.
 */
export { loginResponse, meResponse, refreshResponse } from '@contract/auth';
export { healthResponse } from '@contract/system';
