import { z } from 'zod';
import { doctorApplicationFields, doctorDocumentKinds } from '@contract/verification';

export const identityKinds = doctorDocumentKinds.filter(
  (kind): kind is Exclude<(typeof doctorDocumentKinds)[number], 'nmcCertificate'> =>
    kind !== 'nmcCertificate',
);
export type IdentityKind = (typeof identityKinds)[number];

const oneFile = z.array(z.instanceof(File)).max(1, 'TOO_MANY_FILES');
const identityDocument = z.object({
  number: z.string().trim().max(40, 'TOO_LONG'),
  files: oneFile,
});

/**
 * The doctor's application form (001 §2.11, §7): the contract's fields, the four optional
 * identity documents, the certificate, and which button sent it: "Submit verification"
 * needs the certificate, "Request manual verification" the link to the NMC record.
 */
export const doctorForm = doctorApplicationFields
  .pick({ nmcNumber: true, fullName: true, verificationLink: true })
  .extend({
    identity: z.object({
      nationalId: identityDocument,
      passport: identityDocument,
      drivingLicense: identityDocument,
      citizenship: identityDocument,
    }),
    certificate: oneFile,
    mode: z.enum(['certificate', 'manual']),
  })
  .superRefine((value, ctx) => {
    if (value.mode === 'certificate' && value.certificate.length === 0)
      ctx.addIssue({ code: 'custom', message: 'NMC_EVIDENCE_REQUIRED', path: ['certificate'] });
    if (value.mode === 'manual' && value.verificationLink === '')
      ctx.addIssue({ code: 'custom', message: 'URL_INVALID', path: ['verificationLink'] });
  });
export type DoctorFormInput = z.input<typeof doctorForm>;

const emptyDocument = { number: '', files: [] };
export const emptyDoctorForm = (nmcNumber = '', fullName = ''): DoctorFormInput => ({
  nmcNumber,
  fullName,
  verificationLink: '',
  identity: {
    nationalId: emptyDocument,
    passport: emptyDocument,
    drivingLicense: emptyDocument,
    citizenship: emptyDocument,
  },
  certificate: [],
  mode: 'certificate',
});

/** Where the server's field errors show: a document's fault on the certificate. */
export const fieldOf = (serverField: string) =>
  (serverField === 'documents' ? 'certificate' : serverField) as keyof DoctorFormInput;
