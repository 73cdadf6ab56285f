import { useState } from 'react';
import { Download, FileText, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { documentCategories, type PatientDocument } from '@contract/patient-profile';
import { useErrorText } from '@lib/errors';
import { formatDate, formatNumber } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Button } from '@ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@ui/card';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { ErrorState } from '@ui/error-state';
import { Skeleton } from '@ui/skeleton';
import { toast } from '@ui/toast';
import { useDeleteDocument, usePatientDocuments, useSaveDocument } from '../../api/patient-profile';
import { categoryLabels, messages } from './messages';
import { UploadDocumentForm } from './upload-document-form';

const overrides = { fallback: messages.loadFailed, serverError: messages.loadFailed };

/**
 * The patient's documents by category (002 §3): identification, medical records and
 * insurance; each opens through its owner-only route or is deleted after a confirmation.
 */
export function ProfileDocuments() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = toLocale(intl.locale.split('-')[0]);
  const { documents, error, isLoading, retry } = usePatientDocuments();
  const remove = useDeleteDocument();
  const save = useSaveDocument();
  const describe = useErrorText(overrides);
  const [doomed, setDoomed] = useState<PatientDocument | null>(null);

  const size = (bytes: number) =>
    bytes >= 1024 * 1024
      ? `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10, locale)} MB`
      : `${formatNumber(Math.max(1, Math.round(bytes / 1024)), locale)} KB`;

  const body = () => {
    if (!documents) {
      if (error && !isLoading) return <ErrorState title={describe(error)} onRetry={retry} />;
      return <Skeleton className="h-32" />;
    }
    return (
      <div className="grid gap-4 md:grid-cols-3">
        {documentCategories.map((category) => {
          const list = documents.filter((d) => d.category === category);
          return (
            <Card key={category}>
              <CardHeader>
                <CardTitle>{t(categoryLabels[category])}</CardTitle>
              </CardHeader>
              <CardContent>
                {list.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t(messages.empty)}</p>
                ) : (
                  <ul className="flex flex-col gap-3">
                    {list.map((doc) => (
                      <li key={doc._id} className="flex items-start gap-2">
                        <FileText aria-hidden className="mt-1 size-5 shrink-0" />
                        <div className="min-w-0 flex-1">
                          <p className="font-medium break-words">
                            {doc.description || doc.filename}
                          </p>
                          <p className="text-sm text-muted-foreground">
                            {t(messages.meta, {
                              type: doc.type.toUpperCase(),
                              size: size(doc.size),
                              date: formatDate(doc.uploadedAt, locale),
                            })}
                          </p>
                        </div>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={t(messages.open, { name: doc.filename })}
                          onClick={() =>
                            void save(doc).catch((e: unknown) =>
                              toast({ title: describe(e), variant: 'error' }),
                            )
                          }
                        >
                          <Download aria-hidden />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={t(messages.delete, { name: doc.filename })}
                          onClick={() => setDoomed(doc)}
                        >
                          <Trash2 aria-hidden />
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          );
        })}
      </div>
    );
  };

  return (
    <section aria-labelledby="patient-documents-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="patient-documents-heading" className="text-xl font-semibold">
          {t(messages.heading)}
        </h2>
        <p className="text-muted-foreground">{t(messages.intro)}</p>
      </div>
      {body()}
      <UploadDocumentForm />
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => {
          if (!open) setDoomed(null);
        }}
        tone="danger"
        title={t(messages.deleteTitle)}
        description={t(messages.deleteBody, { name: doomed?.filename ?? '' })}
        confirmLabel={t(messages.deleteConfirm)}
        onConfirm={async () => {
          if (!doomed) return;
          try {
            await remove.trigger({ params: { id: doomed._id } });
            toast({ title: t(messages.deleted), variant: 'success' });
          } catch (e) {
            toast({ title: describe(e), variant: 'error' });
            throw e;
          }
        }}
      />
    </section>
  );
}
