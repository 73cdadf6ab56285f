import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { MAX_PRESCRIPTION_UPLOAD_BYTES, prescriptionUploadAccept } from '@contract/prescriptions';
import { errorText } from '@contract/errors';
import { formatNumber } from '@lib/format';
import { useCodeText } from '@lib/forms';
import { toLocale } from '@lib/i18n';
import { FileDrop } from '@ui/file-drop';
import { messages } from './messages';
import type { UploadFormInput } from './upload-schema';

const accept = prescriptionUploadAccept.split(',');
const MB = 1024 * 1024;

/**
 * The prescription's file, one image or PDF of at most 10 MB. The drop zone refuses a wrong
 * type or size itself; a missing file or the server's refusal shows under it.
 */
export function UploadFileField({ disabled }: { disabled: boolean }) {
  const intl = useIntl();
  const text = useCodeText();
  const lang = toLocale(intl.locale.split('-')[0]);
  const errorId = useId();
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState: { error },
  } = useController<UploadFormInput, 'prescriptionFile'>({ name: 'prescriptionFile' });
  const file = value as File | null;
  return (
    <div className="flex flex-col gap-1">
      <FileDrop
        ref={ref}
        name={name}
        label={intl.formatMessage(messages.file)}
        accept={accept}
        maxSize={MAX_PRESCRIPTION_UPLOAD_BYTES}
        files={file ? [file] : []}
        onFiles={([next]) => {
          onChange(next ?? null);
          onBlur();
        }}
        typeError={text('PRESCRIPTION_FILE_TYPE')}
        sizeError={errorText('FILE_TOO_LARGE', lang, {
          megabytes: formatNumber(MAX_PRESCRIPTION_UPLOAD_BYTES / MB, lang),
        })}
        disabled={disabled}
      />
      <p id={errorId} role="alert" className="text-sm font-medium text-danger empty:hidden">
        {error ? text(error.message ?? '') : null}
      </p>
    </div>
  );
}
