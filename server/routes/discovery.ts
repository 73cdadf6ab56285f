import type { FastifyInstance } from 'fastify';
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
  searchEverything,
  searchProviders,
} from '../domain/discovery';
import { route } from '../http/route';

/** Search and discovery (issue 5): public, read-only, verified doctors only. */
export function discoveryRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, 'doctors', ({ query }) => listDoctors(db, query));
  route(app, 'doctorsNearby', async ({ query }) => nearbyDoctors(db, query));
  route(app, 'doctorsSearch', async ({ query }) => ({ doctors: await searchDoctors(db, query) }));
  route(app, 'doctor', async ({ params }) => ({ doctor: await getDoctor(db, params.id) }));
  route(app, 'doctorAvailability', async ({ params }) => ({
    availability: await doctorAvailability(db, params.id),
  }));
  route(app, 'doctorSchedule', async ({ params }) => ({
    schedule: await doctorSchedule(db, params.id),
  }));

  route(app, 'search', async ({ query }) => searchEverything(db, query));

  route(app, 'hospitals', ({ query }) => listProviders(db, 'hospitals', query));
  route(app, 'hospitalsSearch', async ({ query }) => ({
    providers: await searchProviders(db, 'hospitals', query),
  }));
  route(app, 'hospital', async ({ params }) => ({ hospital: await getHospital(db, params.id) }));
  route(app, 'hospitalsNearby', async ({ query }) => ({
    providers: await nearbyProviders(db, 'hospitals', query),
  }));

  route(app, 'labs', ({ query }) => listProviders(db, 'labs', query));
  route(app, 'labsSearch', async ({ query }) => ({
    providers: await searchProviders(db, 'labs', query),
  }));
  route(app, 'lab', async ({ params }) => ({
    provider: await getProvider(db, 'labs', params.id),
  }));

  route(app, 'pharmacies', ({ query }) => listProviders(db, 'pharmacies', query));
  route(app, 'pharmaciesSearch', async ({ query }) => ({
    providers: await searchProviders(db, 'pharmacies', query),
  }));
  route(app, 'pharmacy', async ({ params }) => ({
    provider: await getProvider(db, 'pharmacies', params.id),
  }));

  route(app, 'ambulances', ({ query }) => listProviders(db, 'ambulances', query));
  route(app, 'ambulancesSearch', async ({ query }) => ({
    providers: await searchProviders(db, 'ambulances', query),
  }));
  route(app, 'ambulance', async ({ params }) => ({
    provider: await getProvider(db, 'ambulances', params.id),
  }));
  route(app, 'ambulancesNearby', async ({ query }) => ({
    providers: await nearbyProviders(db, 'ambulances', query),
  }));
}
