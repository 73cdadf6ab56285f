import { useController, useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  MAX_VERIFICATION_DOCUMENT_BYTES,
  verificationDocumentAccept,
} from '@contract/verification';
import { FileDrop } from '@ui/file-drop';
import type { DoctorFormInput } from './doctor-form-schema';
import { messages } from './messages';

type FilePath = `identity.${keyof DoctorFormInput['identity']}.files` | 'certificate';

/** One document's file (PDF, JPG, JPEG or PNG up to 10 MB), its error under it. */
export function DocumentFileField({
  name,
  label,
  disabled,
  describe,
}: {
  name: FilePath;
  label: string;
  disabled?: boolean;
  describe: (error: { message?: string; type: string }) => string;
}) {
  const intl = useIntl();
  const { control } = useFormContext<DoctorFormInput>();
  const {
    field: { ref, value, onChange },
    fieldState: { error },
  } = useController({ control, name });
  return (
    <div className="flex flex-col gap-1.5">
      <FileDrop
        ref={ref}
        name={name}
        label={label}
        accept={verificationDocumentAccept.split(',')}
        maxSize={MAX_VERIFICATION_DOCUMENT_BYTES}
        files={value}
        onFiles={onChange}
        disabled={disabled}
        typeError={intl.formatMessage(messages.fileTypeError)}
        sizeError={intl.formatMessage(messages.fileSizeError)}
      />
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {describe(error)}
        </p>
      ) : null}
    </div>
  );
}
