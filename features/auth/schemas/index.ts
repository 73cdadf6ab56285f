/**
 * The contract's auth schemas (zod and about 26 KB gzip with it), loaded by the forms with
 * their first check instead of with the page: a visitor who only looks at the sign-in page
 * does not download them (ADR 0045, sixth pass). The plain limits and rules the forms draw
 * with come from contract/auth-rules.ts.
 */
export const authSchemas = () => import('@contract/auth');

/** The recovery steps' own form schemas (./forms.ts), built over the contract's. */
export const formSchemas = () => import('./forms');

/** A stable loader of one of the contract's auth schemas, for `useContractForm`. */
export const authSchema =
  <S>(pick: (schemas: Awaited<ReturnType<typeof authSchemas>>) => S) =>
  () =>
    authSchemas().then(pick);
