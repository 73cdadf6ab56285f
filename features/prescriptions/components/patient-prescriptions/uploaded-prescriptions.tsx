import { useId, useState } from 'react';
import { Building2, FileText, Stethoscope } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { UploadedPrescription } from '@contract/prescriptions';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { Card } from '@ui/card';
import { EmptyState } from '@ui/empty-state';
import { ErrorState } from '@ui/error-state';
import { SkeletonText } from '@ui/skeleton';
import { useUploadedPrescriptions } from '../../api/patient';
import { Fact } from './fact';
import { messages, valueMessages } from './messages';
import { UploadPreview } from './upload-preview';

function UploadCard({
  upload,
  onPreview,
}: {
  upload: UploadedPrescription;
  onPreview: () => void;
}) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const headingId = useId();
  return (
    <Card asChild>
      <article aria-labelledby={headingId} className="flex h-full flex-col gap-3 p-4 sm:p-5">
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 flex-col gap-0.5">
            <h3 id={headingId} className="text-lg font-semibold break-words">
              {upload.diagnosis || upload.doctorName}
            </h3>
            <p className="text-sm text-muted-foreground">
              {intl.formatMessage(valueMessages.uploadedOn, {
                date: formatDate(upload.createdAt, locale),
              })}
            </p>
          </div>
          <Badge variant="secondary" size="lg">
            {intl.formatMessage(messages.uploadedBadge)}
          </Badge>
        </header>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact icon={<Stethoscope />} label={intl.formatMessage(messages.doctor)}>
            {upload.doctorName}
          </Fact>
          <Fact icon={<Building2 />} label={intl.formatMessage(messages.hospital)}>
            {upload.hospitalName}
          </Fact>
          <Fact icon={<FileText />} label={intl.formatMessage(messages.file)}>
            {upload.file.name}
          </Fact>
        </dl>
        <footer className="mt-auto">
          <Button
            variant="outline"
            className="min-h-11"
            onClick={onPreview}
            aria-describedby={headingId}
          >
            {intl.formatMessage(messages.preview)}
          </Button>
        </footer>
      </article>
    </Card>
  );
}

/** The patient's own uploaded prescriptions, apart from the doctors' e-prescriptions. */
export function UploadedPrescriptions() {
  const intl = useIntl();
  const headingId = useId();
  const { uploads, failed, retry } = useUploadedPrescriptions();
  const [previewing, setPreviewing] = useState<UploadedPrescription | null>(null);

  let body;
  if (failed)
    body = (
      <ErrorState
        variant="bordered"
        headingLevel="h3"
        title={intl.formatMessage(messages.uploadedFailed)}
        onRetry={retry}
      />
    );
  else if (!uploads) body = <SkeletonText lines={3} />;
  else if (uploads.length === 0)
    body = (
      <EmptyState
        variant="bordered"
        size="sm"
        headingLevel="h3"
        icon={<FileText />}
        title={intl.formatMessage(messages.uploadedEmpty)}
      />
    );
  else
    body = (
      <ul className="grid gap-4 md:grid-cols-2">
        {uploads.map((upload) => (
          <li key={upload._id}>
            <UploadCard upload={upload} onPreview={() => setPreviewing(upload)} />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h2 id={headingId} className="text-xl font-semibold">
          {intl.formatMessage(messages.uploadedTitle)}
        </h2>
        <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.uploadedHint)}</p>
      </div>
      {body}
      <UploadPreview upload={previewing} onOpenChange={(open) => !open && setPreviewing(null)} />
    </section>
  );
}
