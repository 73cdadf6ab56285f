import { fileTypeFromBuffer } from 'file-type';
import {
  type IdentityImageType,
  MAX_IDENTITY_IMAGE_BYTES,
  MAX_VERIFICATION_DOCUMENT_BYTES,
  MAX_VERIFICATION_DOCUMENTS,
  type VerificationDocumentType,
  verificationJsonFields,
} from '@contract/verification';
import type { FileRules } from '../../http/uploads';

/**
 * What a verification file really is, from its first bytes (never its name or the
 * browser's word): the documents JPEG, PNG or PDF (002 §5), the patient's identity image
 * JPEG, PNG or WebP (001 §5, 002 §5).
 */
export async function verificationDocumentTypeOf(
  bytes: Buffer,
): Promise<VerificationDocumentType | null> {
  const found = await fileTypeFromBuffer(bytes);
  return found?.ext === 'pdf' || found?.ext === 'jpg' || found?.ext === 'png' ? found.ext : null;
}

export async function identityImageTypeOf(bytes: Buffer): Promise<IdentityImageType | null> {
  const found = await fileTypeFromBuffer(bytes);
  return found?.ext === 'jpg' || found?.ext === 'png' || found?.ext === 'webp' ? found.ext : null;
}

export const verificationDocumentFiles: FileRules<VerificationDocumentType> = {
  maxFiles: MAX_VERIFICATION_DOCUMENTS,
  maxBytes: MAX_VERIFICATION_DOCUMENT_BYTES,
  typeOf: verificationDocumentTypeOf,
  typeError: 'VERIFICATION_DOCUMENT_TYPE',
};

export const identityImageFiles: FileRules<IdentityImageType> = {
  maxFiles: 1,
  maxBytes: MAX_IDENTITY_IMAGE_BYTES,
  typeOf: identityImageTypeOf,
  typeError: 'IDENTITY_IMAGE_INVALID',
};

/** How server/http/uploads.ts reads the three application bodies. */
export const verificationMultipart = {
  applyDoctorVerification: {
    files: verificationDocumentFiles,
    json: verificationJsonFields,
    booleans: [],
  },
  applyPatientVerification: { files: identityImageFiles, json: [], booleans: [] },
  applyProviderVerification: {
    files: verificationDocumentFiles,
    json: verificationJsonFields,
    booleans: [],
  },
} as const;
