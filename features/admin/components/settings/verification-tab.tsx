import { useIntl } from 'react-intl';
import { autoVerifyKinds, settingsBounds } from '@contract/admin-settings';
import { messages } from './messages';
import { NumberSetting, SettingsSection, SwitchSetting } from './setting-fields';

const kindNames = {
  doctor: messages.autoVerifyDoctor,
  patient: messages.autoVerifyPatient,
  hospital: messages.autoVerifyHospital,
  lab: messages.autoVerifyLab,
  pharmacy: messages.autoVerifyPharmacy,
  ambulance: messages.autoVerifyAmbulance,
} as const;

/** 002 §3 verification: automatic approval per kind, documents, timeout, NMC lookup. */
export function VerificationTab() {
  const intl = useIntl();
  return (
    <SettingsSection title={intl.formatMessage(messages.verification)}>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-medium">{intl.formatMessage(messages.autoVerify)}</legend>
        {autoVerifyKinds.map((kind) => (
          <SwitchSetting
            key={kind}
            name={`verification.autoVerify.${kind}`}
            label={intl.formatMessage(kindNames[kind])}
          />
        ))}
      </fieldset>
      <SwitchSetting
        name="verification.requireDocumentUpload"
        label={intl.formatMessage(messages.requireDocumentUpload)}
      />
      <NumberSetting
        name="verification.verificationTimeout"
        label={intl.formatMessage(messages.verificationTimeout)}
        {...settingsBounds.verificationTimeout}
      />
      <SwitchSetting
        name="verification.nmcApiEnabled"
        label={intl.formatMessage(messages.nmcApiEnabled)}
      />
    </SettingsSection>
  );
}
