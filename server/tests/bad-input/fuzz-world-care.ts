import type { sql } from 'kysely';
import type { EndpointName } from '@contract/endpoints';
import type { Role } from '@contract/roles';

/**
 * The fuzz world's care between doctors (issue 18): real ids for the path parameters of
 * referrals, transfers, consultations, requests and letters, found in (or added to) the
 * seeded demo. Each area adds its lines under its own line (the first to use a parameter
 * drops its leading underscore).
 */

type First = (query: ReturnType<typeof sql<{ id: string }>>) => Promise<string>;

/** The path parameter of a care endpoint, or undefined for the others. */
export function careParam(_ids: Record<string, string>, _endpoint: EndpointName) {
  // Referrals and care access (issue 18)
  // Transfers (issue 18)
  // Consultations (issue 18)
  // Requests (issue 18)
  // Letters (issue 18)
  // Care live and counts (issue 18)
  return undefined;
}

/** Adds the care areas' real ids to `ids`. */
export async function careWorld(
  _users: Record<Role, { id: string }>,
  _ids: Record<string, string>,
  _first: First,
) {
  // Referrals and care access (issue 18)
  // Transfers (issue 18)
  // Consultations (issue 18)
  // Requests (issue 18)
  // Letters (issue 18)
  // Care live and counts (issue 18)
}

/** Bodies of the care endpoints that name real rows (`validBodies` in harness-people.ts holds the rest). */
export const careBodies = (_ids: Record<string, string>): Record<string, unknown> => ({
  // Referrals and care access (issue 18)
  // Transfers (issue 18)
  // Consultations (issue 18)
  // Requests (issue 18)
  // Letters (issue 18)
  // Care live and counts (issue 18)
});
