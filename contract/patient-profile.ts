import { z } from 'zod';
import { notificationTypes } from './appointments';
import { normalisePhone } from './auth';
import { successEnvelope } from './envelope';

/**
 * The patient's profile, documents and notification preferences (issue 17; 002 §2, §3,
 * §5, §7). Validation messages are catalogue codes (`errors-portal.ts`).
 */

// ---- Limits (002 §5, §9) ----

/** The profile picture: JPEG, PNG or WebP, at most 5 MB (5242880 bytes). */
export const MAX_PROFILE_PICTURE_BYTES = 5 * 1024 * 1024;
export const profilePictureTypes = ['jpg', 'png', 'webp'] as const;
/** A profile document: JPEG, PNG or PDF, at most 10 MB. */
export const MAX_PATIENT_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const patientDocumentTypes = ['jpg', 'png', 'pdf'] as const;
export type PatientDocumentType = (typeof patientDocumentTypes)[number];
/** How many documents one patient keeps. */
export const MAX_PATIENT_DOCUMENTS = 30;
/** How many allergy or condition tags, and how long each. */
export const MAX_TAGS = 30;
export const TAG_MAX = 60;

// ---- Profile (002 §3 patient profile) ----

export const genders = ['male', 'female', 'other'] as const;
export type Gender = (typeof genders)[number];
export const bloodGroups = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodGroup = (typeof bloodGroups)[number];

/** Allergy or condition tags: trimmed, non-empty, no duplicates (case-insensitive). */
const tags = z
  .array(z.string().trim().min(1, 'TAG_EMPTY').max(TAG_MAX, 'TOO_LONG'))
  .max(MAX_TAGS, 'TOO_MANY_TAGS')
  .refine(
    (list) => new Set(list.map((t) => t.toLocaleLowerCase())).size === list.length,
    'TAG_DUPLICATE',
  )
  .default([]);

const required = (max: number) =>
  z.string('PROFILE_REQUIRED_FIELDS').trim().min(1, 'PROFILE_REQUIRED_FIELDS').max(max, 'TOO_LONG');
const optionalText = (max: number) => z.string().trim().max(max, 'TOO_LONG').default('');

/** What the patient saves (PUT): name, email and phone required (002 §5). */
export const patientProfileRequest = z.object({
  name: required(120),
  email: z
    .string('PROFILE_REQUIRED_FIELDS')
    .trim()
    .toLowerCase()
    .min(1, 'PROFILE_REQUIRED_FIELDS')
    .max(254, 'TOO_LONG')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'EMAIL_INVALID'),
  /** Spaces are dropped, as at registration (`normalisePhone`). */
  phone: z
    .string('PROFILE_REQUIRED_FIELDS')
    .transform(normalisePhone)
    .pipe(
      z
        .string()
        .min(1, 'PROFILE_REQUIRED_FIELDS')
        .regex(/^\+?[1-9]\d{0,15}$/, 'PHONE_INVALID'),
    ),
  age: z
    .number('AGE_INVALID')
    .int('AGE_INVALID')
    .min(0, 'AGE_INVALID')
    .max(130, 'AGE_INVALID')
    .nullable()
    .default(null),
  gender: z.enum(genders).nullable().default(null),
  bloodGroup: z.enum(bloodGroups).nullable().default(null),
  address: optionalText(200),
  emergencyContact: optionalText(120),
  allergies: tags,
  chronicConditions: tags,
});
export type PatientProfileRequest = z.input<typeof patientProfileRequest>;
export type PatientProfileValues = z.output<typeof patientProfileRequest>;

export const verificationStatuses = ['verified', 'pending', 'rejected', 'not_submitted'] as const;

/** The profile as read back (GET and the answer of a save). */
export const patientProfile = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  age: z.number().int().nullable(),
  gender: z.enum(genders).nullable(),
  bloodGroup: z.enum(bloodGroups).nullable(),
  address: z.string(),
  emergencyContact: z.string(),
  allergies: z.array(z.string()),
  chronicConditions: z.array(z.string()),
  /** The picture's stored name, served from /api/files/common/profile-images/{file}. */
  profilePicture: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  role: z.string(),
  isVerified: z.boolean(),
  verificationStatus: z.enum(verificationStatuses),
});
export type PatientProfile = z.infer<typeof patientProfile>;

export const patientProfileResponse = successEnvelope(z.object({ profile: patientProfile }));

/** The picture upload (multipart: `profilePicture` file, no other field). */
export const profilePictureFields = z.object({});

// ---- Documents (002 §3 document categories) ----

export const documentCategories = ['identification', 'medical_records', 'insurance'] as const;
export type DocumentCategory = (typeof documentCategories)[number];

/** The upload's text fields (multipart, with one `file`). */
export const patientDocumentFields = z.object({
  category: z.enum(documentCategories, 'DOCUMENT_CATEGORY_REQUIRED'),
  description: optionalText(200),
});
export type PatientDocumentFields = z.input<typeof patientDocumentFields>;

export const patientDocument = z.object({
  _id: z.string(),
  category: z.enum(documentCategories),
  description: z.string(),
  /** The file's name as uploaded. */
  filename: z.string(),
  type: z.enum(patientDocumentTypes),
  size: z.number().int().min(0),
  uploadedAt: z.iso.datetime(),
  /** Where its owner reads it: a path under /api, as the client's `download` takes it. */
  url: z.string(),
});
export type PatientDocument = z.infer<typeof patientDocument>;

export const patientDocumentListResponse = successEnvelope(
  z.object({ documents: z.array(patientDocument) }),
);
export const patientDocumentResponse = successEnvelope(z.object({ document: patientDocument }));
export const patientDocumentDeleteResponse = successEnvelope(
  z.object({ deleted: z.literal(true) }),
);
export const patientDocumentFileQuery = z.object({
  /** `1` shows it in the browser instead of downloading it. */
  inline: z.enum(['0', '1']).optional(),
});

// ---- Notifications: paging, count, delete, preferences (002 §7 notifications service) ----

export const NOTIFICATION_PAGE_SIZE = 20;

export const notificationFilters = [
  'all',
  'unread',
  'appointment',
  'letter',
  'prescription',
  'medicalRecord',
] as const;
export type NotificationFilter = (typeof notificationFilters)[number];

export const notificationCountResponse = successEnvelope(
  z.object({ unreadCount: z.number().int().min(0) }),
);
export const notificationDeleteResponse = successEnvelope(
  z.object({ unreadCount: z.number().int().min(0), deleted: z.number().int().min(0) }),
);

export const notificationChannels = ['inApp', 'email', 'sms', 'whatsapp'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];
/** The types a person can tune: every notification type. */
export const preferenceTypes = notificationTypes;
export type PreferenceType = (typeof preferenceTypes)[number];
/** Emergency alerts always show in the app: a person cannot silence them there. */
export const lockedPreferences: { type: PreferenceType; channel: NotificationChannel }[] = [
  { type: 'emergency', channel: 'inApp' },
];

const channelSwitches = z.object({
  inApp: z.boolean(),
  email: z.boolean(),
  sms: z.boolean(),
  whatsapp: z.boolean(),
});
export type ChannelSwitches = z.infer<typeof channelSwitches>;

export const notificationPreferences = z.object({
  appointment: channelSwitches,
  prescription: channelSwitches,
  medicalRecord: channelSwitches,
  letter: channelSwitches,
  emergency: channelSwitches,
  system: channelSwitches,
  general: channelSwitches,
  like: channelSwitches,
  comment: channelSwitches,
}) satisfies z.ZodType<Record<PreferenceType, ChannelSwitches>>;
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** PUT: the whole table, or only the types that change (others keep their switches). */
export const notificationPreferencesRequest = z.object({
  preferences: notificationPreferences.partial(),
});
export const notificationPreferencesResponse = successEnvelope(
  z.object({ preferences: notificationPreferences }),
);
