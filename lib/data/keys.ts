import type { RouteName } from '@contract/routes';

/** The SWR key of a read: the endpoint's name, then what it was called with. */
export const apiKey = <N extends RouteName, A>(name: N, args: A) => [name, args] as const;

/** Matches every cached read of these endpoints, whatever it was called with. */
export const keyOf =
  (...names: RouteName[]) =>
  (key: unknown): boolean =>
    Array.isArray(key) && names.includes(key[0] as RouteName);
