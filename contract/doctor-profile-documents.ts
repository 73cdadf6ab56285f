import { z } from 'zod';
import { successEnvelope } from './envelope';

/** The profile picture (shared with the patient's, H7): JPEG, PNG or WebP, at most 5 MB. */
export const MAX_PROFILE_IMAGE_BYTES = 5 * 1024 * 1024;
export const profileImageTypes = ['jpg', 'png', 'webp'] as const;
export type ProfileImageType = (typeof profileImageTypes)[number];
export const profileImageAccept = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';
/** A stored profile picture's name: `pi-<32 hex>.<type>`. */
export const profileImageNamePattern = /^pi-[0-9a-f]{32}\.(png|jpg|webp)$/;

/**
 * Files attached to the profile's entries: uploaded first (`POST /doctor/profile/documents`),
 * then named by the entry's `certificate`, `document` or `image` when its section is saved.
 * Checked by their bytes; at most 5 MB (or the admin's lower maxFileUploadSize). Read only by
 * the doctor and admins (ADR 0032), never public.
 */
export const MAX_PROFILE_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const profileDocumentKinds = ['certificate', 'document', 'image'] as const;
export type ProfileDocumentKind = (typeof profileDocumentKinds)[number];
export const profileDocumentTypes = ['pdf', 'jpg', 'png', 'webp', 'doc', 'docx'] as const;
export type ProfileDocumentType = (typeof profileDocumentTypes)[number];
/** What each kind accepts (001 §5): certificates pdf/jpg/png, documents pdf/doc/docx, images. */
export const profileDocumentTypesByKind = {
  certificate: ['pdf', 'jpg', 'png'],
  document: ['pdf', 'doc', 'docx'],
  image: ['jpg', 'png', 'webp'],
} as const satisfies Record<ProfileDocumentKind, readonly ProfileDocumentType[]>;
/** The file input's `accept` per kind (a hint; the server decides by the bytes). */
export const profileDocumentAccept = {
  certificate: 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png',
  document:
    'application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.pdf,.doc,.docx',
  image: 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp',
} as const satisfies Record<ProfileDocumentKind, string>;
/** A stored document's name: 32 hex digits and its type. */
export const profileDocumentNamePattern = /^[0-9a-f]{32}\.(pdf|jpg|png|webp|doc|docx)$/;

/** An attached file as an entry names it; the server fills name, type and size from its store. */
export const profileDocument = z.object({
  file: z
    .string('PROFILE_DOCUMENT_NOT_FOUND')
    .regex(profileDocumentNamePattern, 'PROFILE_DOCUMENT_NOT_FOUND'),
  name: z.string().max(200, 'TOO_LONG'),
  type: z.enum(profileDocumentTypes),
  size: z.number().int().min(0),
});
export type ProfileDocument = z.infer<typeof profileDocument>;
/** An entry's file field: the file, or none. */
export const attachment = profileDocument.nullable().default(null);

/** `POST /doctor/profile/documents`: the file `file` and which kind of file it is. */
export const profileDocumentFields = z.object({
  kind: z.enum(profileDocumentKinds, 'PROFILE_DOCUMENT_KIND'),
});
export const profileDocumentResponse = successEnvelope(profileDocument);
export type ProfileDocumentResponse = z.infer<typeof profileDocumentResponse>;

/**
 * Every entry field that names a file, with the kind of file it takes (001 §3, §5): the
 * section it is saved with, the list (or the single `graduation`) and the field.
 */
export const profileAttachmentSlots = [
  { section: 'education', list: 'graduation', field: 'certificate', kind: 'certificate' },
  { section: 'education', list: 'postGraduation', field: 'certificate', kind: 'certificate' },
  { section: 'education', list: 'dmQualifications', field: 'certificate', kind: 'certificate' },
  { section: 'education', list: 'fellowships', field: 'certificate', kind: 'certificate' },
  { section: 'research', list: 'researchPublications', field: 'document', kind: 'document' },
  { section: 'achievements', list: 'achievements', field: 'document', kind: 'document' },
  { section: 'achievements', list: 'achievements', field: 'image', kind: 'image' },
  { section: 'achievements', list: 'specialSkills', field: 'certificate', kind: 'document' },
  { section: 'achievements', list: 'specialSkills', field: 'image', kind: 'image' },
] as const satisfies readonly {
  section: 'education' | 'research' | 'achievements';
  list: string;
  field: string;
  kind: ProfileDocumentKind;
}[];
