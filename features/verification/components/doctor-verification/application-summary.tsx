import { useIntl } from 'react-intl';
import type { VerificationApplication } from '@contract/verification';
import { documentKindMessages, messages } from './messages';

type DoctorKind = keyof typeof documentKindMessages;
const isDoctorKind = (kind: string): kind is DoctorKind => kind in documentKindMessages;

/** What the doctor sent, read-only while it is reviewed and once it is verified. */
export function ApplicationSummary({ application }: { application: VerificationApplication }) {
  const intl = useIntl();
  const rows: [string, string][] = [
    [intl.formatMessage(messages.nmcNumber), application.nmcNumber ?? ''],
    [intl.formatMessage(messages.fullName), application.fullName],
  ];
  if (application.verificationLink)
    rows.push([intl.formatMessage(messages.manualLink), application.verificationLink]);
  return (
    <section aria-labelledby="verification-summary-title" className="flex flex-col gap-3">
      <h3 id="verification-summary-title" className="text-lg font-semibold">
        {intl.formatMessage(messages.summaryTitle)}
      </h3>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm text-muted-foreground">{term}</dt>
            <dd className="font-medium break-all">{value}</dd>
          </div>
        ))}
        <dt className="text-sm text-muted-foreground">{intl.formatMessage(messages.documents)}</dt>
        <dd>
          {application.files.length === 0 ? (
            intl.formatMessage(messages.noDocuments)
          ) : (
            <ul className="flex flex-col gap-1">
              {application.files.map((file) => {
                const kind = isDoctorKind(file.kind)
                  ? intl.formatMessage(documentKindMessages[file.kind])
                  : file.kind;
                return (
                  <li key={file._id}>
                    {file.number
                      ? intl.formatMessage(messages.fileLine, {
                          kind,
                          number: file.number,
                          file: file.filename,
                        })
                      : intl.formatMessage(messages.fileLineBare, { kind, file: file.filename })}
                  </li>
                );
              })}
            </ul>
          )}
        </dd>
      </dl>
    </section>
  );
}
