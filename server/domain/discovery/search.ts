import type { ProviderType } from '@contract/discovery';
import type { Db } from '../../db/database';
import { searchDoctors } from './doctors';
import { searchProviders } from './providers';

const ALL_MODE_LIMIT = 20;
const ONE_TYPE_LIMIT = 50;

/** GET /search: each type asked for, searched in parallel, each its own list. */
export async function searchEverything(
  db: Db,
  query: {
    q: string;
    type: 'all' | 'doctors' | ProviderType;
    location?: string;
    specialty?: string;
    rating?: number;
    availability?: 'true' | 'false';
    limit?: number;
  },
) {
  const all = query.type === 'all';
  const limit = query.limit ?? (all ? ALL_MODE_LIMIT : ONE_TYPE_LIMIT);
  const wants = (type: typeof query.type) => all || query.type === type;
  const providers = (type: ProviderType) =>
    wants(type)
      ? searchProviders(db, type, {
          q: query.q,
          location: query.location,
          rating: query.rating,
          limit,
        })
      : Promise.resolve([]);
  // In parallel: on PostgreSQL each runs on its own pooled connection; PGlite queues them.
  const [doctors, hospitals, labs, pharmacies, ambulances] = await Promise.all([
    wants('doctors')
      ? searchDoctors(db, {
          q: query.q,
          specialty: query.specialty,
          rating: query.rating,
          location: query.location,
          available: query.availability === 'true',
          limit,
        })
      : Promise.resolve([]),
    providers('hospitals'),
    providers('labs'),
    providers('pharmacies'),
    providers('ambulances'),
  ]);
  return { doctors, hospitals, labs, pharmacies, ambulances };
}
