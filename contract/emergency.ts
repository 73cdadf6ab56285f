import { z } from 'zod';
import { phone } from './auth';
import { successEnvelope } from './envelope';

/**
 * Emergency contacts and SOS (issue 17; 002 §2 emergency, §3, §5, §7, §8; ADR 0035): the
 * patient keeps up to five people to tell; SOS records an emergency at the patient's
 * location, answers the nearest ambulances and hospitals from the directory, and sends
 * every contact an SMS with a map link. One emergency is active at a time; cancelling
 * sets it Cancelled.
 */

// ---- Limits (002 §5, §9) ----

/** "You can add a maximum of 5 emergency contacts." */
export const MAX_EMERGENCY_CONTACTS = 5;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_RELATIONSHIP_MAX = 60;
/** How many SOS a patient may raise in an hour (cancelled ones count): each texts every contact. */
export const MAX_SOS_PER_HOUR = 5;
/** How many of each kind of nearby service SOS answers. */
export const NEARBY_SERVICES_PER_KIND = 3;
/** Location is shown to 6 decimals (002 §9). */
export const LOCATION_DECIMALS = 6;

// ---- Contacts ----

/** Name and phone required ("Please fill all required fields."); the phone as sign-up checks it. */
export const emergencyContactRequest = z.object({
  name: z
    .string('EMERGENCY_FIELDS_REQUIRED')
    .trim()
    .min(1, 'EMERGENCY_FIELDS_REQUIRED')
    .max(CONTACT_NAME_MAX, 'TOO_LONG'),
  relationship: z.string().trim().max(CONTACT_RELATIONSHIP_MAX, 'TOO_LONG').default(''),
  phone: z
    .string('EMERGENCY_FIELDS_REQUIRED')
    .trim()
    .min(1, 'EMERGENCY_FIELDS_REQUIRED')
    .pipe(phone),
});
export type EmergencyContactRequest = z.input<typeof emergencyContactRequest>;

export const emergencyContact = z.object({
  id: z.string(),
  name: z.string(),
  relationship: z.string(),
  phone: z.string(),
});
export type EmergencyContact = z.infer<typeof emergencyContact>;

export const emergencyContactsResponse = successEnvelope(
  z.object({
    contacts: z.array(emergencyContact),
    /** How many the patient may keep (5). */
    max: z.number().int().min(1),
  }),
);
export const emergencyContactResponse = successEnvelope(z.object({ contact: emergencyContact }));
export const deleteEmergencyContactResponse = successEnvelope(z.object({ id: z.string() }));

// ---- Emergencies ----

export const emergencyTypes = ['medical'] as const;
export type EmergencyType = (typeof emergencyTypes)[number];
export const emergencyStatuses = ['active', 'cancelled', 'resolved'] as const;
export type EmergencyStatus = (typeof emergencyStatuses)[number];

/** One emergency (a history entry: 002 §3 id, date, time, type, status, responder). */
export const emergency = z.object({
  id: z.string(),
  type: z.enum(emergencyTypes),
  status: z.enum(emergencyStatuses),
  /** Who answered it; null while Pending. */
  responder: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  /** The map link the contacts were sent. */
  mapUrl: z.string(),
  createdAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
});
export type Emergency = z.infer<typeof emergency>;

export const nearbyServiceTypes = ['ambulance', 'hospital'] as const;
export type NearbyServiceType = (typeof nearbyServiceTypes)[number];

/** A nearby service (002 §3: id, name, type, distance, phone), from the directory. */
export const nearbyService = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(nearbyServiceTypes),
  city: z.string(),
  distanceKm: z.number().min(0),
  phone: z.string().nullable(),
});
export type NearbyService = z.infer<typeof nearbyService>;

const latitude = z
  .number('EMERGENCY_LOCATION_INVALID')
  .min(-90, 'EMERGENCY_LOCATION_INVALID')
  .max(90, 'EMERGENCY_LOCATION_INVALID');
const longitude = z
  .number('EMERGENCY_LOCATION_INVALID')
  .min(-180, 'EMERGENCY_LOCATION_INVALID')
  .max(180, 'EMERGENCY_LOCATION_INVALID');

/** POST /emergency/sos: where the patient is, as the browser measured it. */
export const sosRequest = z.object({ lat: latitude, lng: longitude });
export type SosRequest = z.input<typeof sosRequest>;

/** The active emergency (or none) with the services nearest to it, nearest first. */
export const activeEmergency = z.object({
  emergency: emergency.nullable(),
  nearby: z.array(nearbyService),
});
export const activeEmergencyResponse = successEnvelope(activeEmergency);

/**
 * SOS's answer: the emergency (the one already active when `alreadyActive`, which sent no
 * new messages), the nearest services, and how many contacts were sent an SMS.
 */
export const sosResponse = successEnvelope(
  activeEmergency.extend({
    emergency,
    alreadyActive: z.boolean(),
    contactsNotified: z.number().int().min(0),
  }),
);
export const cancelSosResponse = successEnvelope(z.object({ emergency }));
export const emergencyHistoryResponse = successEnvelope(
  z.object({ emergencies: z.array(emergency) }),
);
