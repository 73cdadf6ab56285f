import { FileText } from 'lucide-react';
import { useIntl } from 'react-intl';
import {
  type DoctorProfile,
  type ProfileDocument,
  profileAttachmentSlots,
} from '@contract/doctor-profile';
import { Button } from '@ui/button';
import { toast } from '@ui/toast';
import { useOpenDocument } from '../../api/doctor-profile';
import { messages } from './messages';

/** Every file the profile's entries name, in the editor's order, each once. */
function documentsOf(profile: DoctorProfile): ProfileDocument[] {
  const seen = new Set<string>();
  const out: ProfileDocument[] = [];
  for (const slot of profileAttachmentSlots) {
    const value: unknown = profile[slot.list];
    const items = (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
    for (const item of items) {
      const doc = item[slot.field] as ProfileDocument | null | undefined;
      if (doc && !seen.has(doc.file)) {
        seen.add(doc.file);
        out.push(doc);
      }
    }
  }
  return out;
}

/**
 * The preview's certificates and documents (001 §2.12): links the doctor opens, fetched
 * with the session; patients never see them (ADR 0032), and the part says so.
 */
export function PreviewDocuments({ profile }: { profile: DoctorProfile }) {
  const intl = useIntl();
  const open = useOpenDocument();
  const documents = documentsOf(profile);
  if (documents.length === 0) return null;
  const onOpen = async (doc: ProfileDocument) => {
    try {
      await open.trigger(doc);
    } catch {
      toast({ title: intl.formatMessage(messages.openFailed), variant: 'error' });
    }
  };
  return (
    <section className="flex flex-col gap-1">
      <h3 className="font-semibold">{intl.formatMessage(messages.documents)}</h3>
      <p className="text-sm text-muted-foreground">
        {intl.formatMessage(messages.documentsPrivate)}
      </p>
      <ul className="flex flex-col">
        {documents.map((doc) => (
          <li key={doc.file} className="flex items-center gap-2">
            <FileText aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <Button
              type="button"
              variant="link"
              className="min-h-11 px-0"
              aria-label={intl.formatMessage(messages.openDocument, { name: doc.name })}
              onClick={() => void onOpen(doc)}
            >
              {doc.name}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
