import { z } from 'zod';
import { contentLanguage } from './language';
import { weekdays } from './weekdays';

/**
 * The public entities of 000 §3 as the client reads them: doctors, providers and the
 * contact message. The feed's entities are in contract/feed.ts.
 */

export { weekdays } from './weekdays';
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const scheduleEntry = z.object({
  day: z.enum(weekdays),
  startTime: clock,
  endTime: clock,
  consultationFee: z.number().min(0),
  hospital: z.object({ name: z.string(), department: z.string() }),
});
export type ScheduleEntry = z.infer<typeof scheduleEntry>;

export const doctorListItem = z.object({
  _id: z.string(),
  fullName: z.string(),
  specialization: z.string(),
  experience: z.number().int().min(0),
  averageRating: z.number().min(0).max(5),
  profileImageUrl: z.string().nullable(),
  nmcVerified: z.boolean(),
  clinicDetails: z.object({ address: z.object({ city: z.string() }) }),
  distanceKm: z.number().min(0).optional(),
  advancedSchedule: z.array(scheduleEntry),
});
export type DoctorListItem = z.infer<typeof doctorListItem>;

export const doctorProfile = z.object({
  _id: z.string(),
  name: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  specialty: z.string(),
  qualification: z.string(),
  profilePhoto: z.string().nullable(),
  /** The Nepal Medical Council registration number: the verified mark searches the register for it. */
  nmcNumber: z.string().nullable(),
  rating: z.number().min(0).max(5),
  about: z.string(),
  /** The language the doctor wrote `about` and the experience positions in (ADR 0014). */
  language: contentLanguage,
  contact: z.object({ phone: z.string(), email: z.string() }),
  clinicDetails: z.object({ name: z.string().optional(), address: z.object({ city: z.string() }) }),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  education: z.array(z.object({ degree: z.string(), institution: z.string(), year: z.string() })),
  experience: z.array(
    z.object({ position: z.string(), hospital: z.string(), duration: z.string() }),
  ),
});
export type DoctorProfile = z.infer<typeof doctorProfile>;

/** Hospitals, labs, pharmacies and ambulances as search shows them. */
export const providerListItem = z.object({
  _id: z.string(),
  name: z.string(),
  location: z.object({ city: z.string(), address: z.string().optional() }),
});
export type ProviderListItem = z.infer<typeof providerListItem>;

/** The contact form of 000 §2: all four fields required, email format. */
export const contactMessage = z.object({
  name: z.string().trim().min(1, 'REQUIRED').max(100, 'TOO_LONG'),
  email: z
    .string()
    .trim()
    .min(1, 'REQUIRED')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'EMAIL_INVALID'),
  subject: z.string().trim().min(1, 'REQUIRED').max(200, 'TOO_LONG'),
  message: z.string().trim().min(1, 'REQUIRED').max(5000, 'TOO_LONG'),
});
export type ContactMessage = z.infer<typeof contactMessage>;
