import { PatientProfileView, ProfileDocuments } from '@features/patient-profile';
import { PatientIdentityVerification } from '@features/verification';

/**
 * The patient's Profile tab (issue 17, 002 §2): her profile, her documents and the
 * identity verification the admins review (features/verification).
 */
export default function PatientProfileTab() {
  return (
    <PatientProfileView
      documentsSection={<ProfileDocuments />}
      identitySection={<PatientIdentityVerification />}
    />
  );
}
