/** Where a visitor goes to sign in, coming back to this page afterwards (000 §6). */
export const loginHref = (pathname: string, search: string) =>
  `/auth/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
