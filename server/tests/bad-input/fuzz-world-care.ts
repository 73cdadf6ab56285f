import type { sql } from 'kysely';
import type { EndpointName } from '@contract/endpoints';
import type { Role } from '@contract/roles';

/**
 * The fuzz world's care between doctors (issue 18): real ids for the path parameters of
 * referrals, transfers, consultations, requests and letters, found in (or added to) the
 * seeded demo. Each area adds its lines under its own line.
 */

type First = (query: ReturnType<typeof sql<{ id: string }>>) => Promise<string>;

/** The path parameter of a care endpoint, or undefined for the others. */
export function careParam(ids: Record<string, string>, endpoint: EndpointName) {
  // Referrals and care access (issue 18)
  // Transfers (issue 18)
  // Consultations (issue 18)
  // Requests (issue 18)
  // Letters (issue 18)
  // Care live and counts (issue 18)
  void ids;
  void endpoint;
  return undefined;
}

/** Adds the care areas' real ids to `ids`. */
export async function careWorld(
  users: Record<Role, { id: string }>,
  ids: Record<string, string>,
  first: First,
) {
  // Referrals and care access (issue 18)
  // Transfers (issue 18)
  // Consultations (issue 18)
  // Requests (issue 18)
  // Letters (issue 18)
  // Care live and counts (issue 18)
  void users;
  void ids;
  void first;
}
