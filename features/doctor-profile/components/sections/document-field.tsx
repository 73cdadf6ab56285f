import { type ReactNode, useId, useState } from 'react';
import { FileText, Trash2 } from 'lucide-react';
import { type FieldError, type FieldValues, useController, useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  MAX_PROFILE_DOCUMENT_BYTES,
  type ProfileDocument,
  type ProfileDocumentKind,
  profileDocumentAccept,
} from '@contract/doctor-profile';
import { errorText } from '@lib/errors';
import { useCodeText } from '@lib/forms';
import { formatNumber } from '@lib/format';
import { Button } from '@ui/button';
import { FileDrop } from '@ui/file-drop';
import { toast } from '@ui/toast';
import { useOpenDocument, useUploadDocument } from '../../api/doctor-profile';
import { documentMessages as m } from './document-messages';

const labels = { certificate: m.certificate, document: m.document, image: m.image } as const;
const hints = { certificate: m.hintCertificate, document: m.hintDocument, image: m.hintImage };
const typeCodes = {
  certificate: 'PROFILE_CERTIFICATE_TYPE',
  document: 'PROFILE_DOCUMENT_FILE_TYPE',
  image: 'PROFILE_IMAGE_TYPE',
} as const;
const MEGABYTES = MAX_PROFILE_DOCUMENT_BYTES / 1024 / 1024;

/**
 * An entry's file (001 §3, §5): its name with Open (and Remove while editing), or a drop
 * zone while editing. A chosen file is uploaded at once and the entry names what the
 * server answers; the section's save then keeps it. The field's server error shows here.
 */
export function DocumentField({
  name,
  kind,
  editing,
  label = labels[kind],
}: {
  name: string;
  kind: ProfileDocumentKind;
  editing: boolean;
  label?: (typeof labels)[ProfileDocumentKind];
}) {
  const intl = useIntl();
  const text = useCodeText();
  const ids = useId();
  const form = useFormContext<FieldValues>() as ReturnType<typeof useFormContext<FieldValues>> & {
    describeError?: (error: FieldError) => ReactNode;
  };
  const {
    field: { ref: focusRef, value: raw, onChange },
    fieldState,
  } = useController({ name, control: form.control });
  const upload = useUploadDocument();
  const open = useOpenDocument();
  const [failure, setFailure] = useState<unknown>(null);
  const value = (raw as ProfileDocument | null | undefined) ?? null;
  const megabytes = formatNumber(MEGABYTES, intl.locale === 'ne' ? 'ne' : 'en');
  const labelText = intl.formatMessage(label);
  const onFiles = async (files: File[]) => {
    const file = files[0];
    if (!file || upload.isMutating) return;
    setFailure(null);
    try {
      onChange(await upload.trigger(kind, file));
    } catch (error) {
      setFailure(error);
    }
  };
  const onOpen = async (doc: ProfileDocument) => {
    try {
      await open.trigger(doc);
    } catch {
      toast({ title: intl.formatMessage(m.openFailed), variant: 'error' });
    }
  };
  // A refusal says why (its catalogue text); anything else asks to try again (001 §8).
  const reason = failure
    ? errorText(intl, failure, {
        serverError: m.tryAgain,
        connection: m.tryAgain,
        fallback: m.tryAgain,
      })
    : null;
  const fieldError = fieldState.error
    ? (form.describeError?.(fieldState.error) ?? fieldState.error.message)
    : null;
  const title = (
    <span id={`${ids}-label`} className="text-sm font-medium text-foreground">
      {labelText}
    </span>
  );
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      {value ? (
        <>
          {title}
          <div className="flex flex-wrap items-center gap-2">
            <FileText aria-hidden className="size-5 shrink-0 text-muted-foreground" />
            <Button
              ref={focusRef}
              type="button"
              variant="link"
              className="min-h-11 px-0"
              aria-describedby={`${ids}-label`}
              onClick={() => void onOpen(value)}
              aria-label={intl.formatMessage(m.open, { name: value.name })}
            >
              {value.name}
            </Button>
            {editing ? (
              <Button
                type="button"
                variant="ghost"
                className="min-h-11"
                onClick={() => onChange(null)}
                aria-label={intl.formatMessage(m.remove, { name: value.name })}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            ) : null}
          </div>
        </>
      ) : editing ? (
        <>
          <FileDrop
            ref={focusRef}
            label={labelText}
            accept={profileDocumentAccept[kind].split(',')}
            maxSize={MAX_PROFILE_DOCUMENT_BYTES}
            files={[]}
            onFiles={(files) => void onFiles(files)}
            disabled={upload.isMutating}
            typeError={text(typeCodes[kind])}
            sizeError={intl.formatMessage(m.tooLarge, { megabytes })}
          />
          <p className="text-sm text-muted-foreground">
            {intl.formatMessage(hints[kind], { megabytes })}
          </p>
        </>
      ) : (
        <>
          {title}
          <p className="text-sm text-muted-foreground">{intl.formatMessage(m.none)}</p>
        </>
      )}
      {upload.isMutating ? (
        <p role="status" className="text-sm text-muted-foreground">
          {intl.formatMessage(m.uploading)}
        </p>
      ) : null}
      {reason ? (
        <p role="alert" className="text-sm text-danger">
          <strong>{intl.formatMessage(m.failed)}</strong> {reason}
        </p>
      ) : null}
      {fieldError ? (
        <p role="alert" className="text-sm text-danger">
          {fieldError}
        </p>
      ) : null}
    </div>
  );
}
