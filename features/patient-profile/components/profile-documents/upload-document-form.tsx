import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  MAX_PATIENT_DOCUMENT_BYTES,
  documentCategories,
  type DocumentCategory,
} from '@contract/patient-profile';
import { useErrorText } from '@lib/errors';
import { Button } from '@ui/button';
import { Field } from '@ui/field';
import { FileDrop } from '@ui/file-drop';
import { Input } from '@ui/input';
import { Select } from '@ui/select';
import { toast } from '@ui/toast';
import { useUploadDocument } from '../../api/patient-profile';
import { categoryLabels, messages } from './messages';

const accept = ['.jpg', '.jpeg', '.png', '.pdf', 'image/jpeg', 'image/png', 'application/pdf'];
const overrides = {
  PATIENT_DOCUMENT_TYPE: messages.typeError,
  PATIENT_DOCUMENT_TOO_LARGE: messages.sizeError,
  fallback: messages.failed,
  serverError: messages.failed,
};

/** One document's upload (002 §3, §5): category, description and a JPEG, PNG or PDF up to 10 MB. */
export function UploadDocumentForm() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const upload = useUploadDocument();
  const describe = useErrorText(overrides);
  const [category, setCategory] = useState<DocumentCategory | undefined>();
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const file = files[0];
    if (!category || !file) return;
    const body = new FormData();
    body.append('category', category);
    body.append('description', description);
    body.append('file', file);
    try {
      await upload.trigger({ body });
      setProblem(null);
      setFiles([]);
      setDescription('');
      toast({ title: t(messages.uploaded), variant: 'success' });
    } catch (error) {
      setProblem(describe(error));
    }
  };

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t(messages.category)} required>
          <Select
            value={category}
            onValueChange={(v) => setCategory(v as DocumentCategory)}
            placeholder={t(messages.choose)}
            options={documentCategories.map((c) => ({ value: c, label: t(categoryLabels[c]) }))}
          />
        </Field>
        <Field label={t(messages.description)}>
          <Input
            value={description}
            maxLength={200}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Field>
      </div>
      <FileDrop
        label={t(messages.file)}
        accept={accept}
        maxSize={MAX_PATIENT_DOCUMENT_BYTES}
        files={files}
        onFiles={setFiles}
        disabled={upload.isMutating}
        typeError={t(messages.typeError)}
        sizeError={t(messages.sizeError)}
      />
      <p className="text-sm text-muted-foreground">{t(messages.review)}</p>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      ) : null}
      <Button
        type="submit"
        className="self-start"
        disabled={!category || files.length === 0}
        loading={upload.isMutating}
        loadingLabel={t(messages.uploading)}
      >
        {t(messages.upload)}
      </Button>
    </form>
  );
}
