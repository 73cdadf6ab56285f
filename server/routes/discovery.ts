import type { FastifyInstance } from 'fastify';
import type { ProviderType } from '@contract/discovery';
import type { Db } from '../db/database';
import {
  doctorAvailability,
  doctorSchedule,
  getDoctor,
  getHospital,
  getProvider,
  listDoctors,
  listProviders,
  nearbyDoctors,
  nearbyProviders,
  searchDoctors,
  searchProviders,
} from '../domain/discovery';
import { route } from '../http/route';

/** Per type in all mode, and for one type (000 §7, §9). */
const ALL_MODE_LIMIT = 20;
const ONE_TYPE_LIMIT = 50;

/** Search and discovery (issue 5): public, read-only, verified doctors only. */
export function discoveryRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, 'doctors', ({ query }) => listDoctors(db, query));
  route(app, 'doctorsNearby', async ({ query }) => nearbyDoctors(db, query));
  route(app, 'doctorsSearch', async ({ query }) => ({ doctors: await searchDoctors(db, query) }));
  route(app, 'doctor', async ({ params }) => ({ doctor: await getDoctor(db, params.id!) }));
  route(app, 'doctorAvailability', async ({ params }) => ({
    availability: await doctorAvailability(db, params.id!),
  }));
  route(app, 'doctorSchedule', async ({ params }) => ({
    schedule: await doctorSchedule(db, params.id!),
  }));

  route(app, 'search', async ({ query }) => {
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
  });

  route(app, 'hospitals', ({ query }) => listProviders(db, 'hospitals', query));
  route(app, 'hospitalsSearch', async ({ query }) => ({
    providers: await searchProviders(db, 'hospitals', query),
  }));
  route(app, 'hospital', async ({ params }) => ({ hospital: await getHospital(db, params.id!) }));
  route(app, 'hospitalsNearby', async ({ query }) => ({
    providers: await nearbyProviders(db, 'hospitals', query),
  }));

  route(app, 'labs', ({ query }) => listProviders(db, 'labs', query));
  route(app, 'labsSearch', async ({ query }) => ({
    providers: await searchProviders(db, 'labs', query),
  }));
  route(app, 'lab', async ({ params }) => ({
    provider: await getProvider(db, 'labs', params.id!),
  }));

  route(app, 'pharmacies', ({ query }) => listProviders(db, 'pharmacies', query));
  route(app, 'pharmaciesSearch', async ({ query }) => ({
    providers: await searchProviders(db, 'pharmacies', query),
  }));
  route(app, 'pharmacy', async ({ params }) => ({
    provider: await getProvider(db, 'pharmacies', params.id!),
  }));

  route(app, 'ambulances', ({ query }) => listProviders(db, 'ambulances', query));
  route(app, 'ambulancesSearch', async ({ query }) => ({
    providers: await searchProviders(db, 'ambulances', query),
  }));
  route(app, 'ambulance', async ({ params }) => ({
    provider: await getProvider(db, 'ambulances', params.id!),
  }));
  route(app, 'ambulancesNearby', async ({ query }) => ({
    providers: await nearbyProviders(db, 'ambulances', query),
  }));
}
