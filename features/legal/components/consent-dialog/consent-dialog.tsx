import { useRef, useState, type ReactNode } from 'react';
import { Flag, Scale, Star } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@ui/dialog';
import { ConsentMascot } from './consent-mascot';
import { messages } from './messages';

/** The three points of 000 §2, each with an icon. */
const points = [
  { icon: Scale, text: messages.dataDisclosure },
  { icon: Flag, text: messages.contentModeration },
  { icon: Star, text: messages.activityRating },
] as const;

export type ConsentDialogProps = {
  open: boolean;
  /** I Agree. */
  onAccept: () => void;
  /** I Disagree, Escape or the close button: the dialog stays and says why it must. */
  onDecline: () => void;
};

/**
 * The full-screen consent dialog of 000 §2 and §4: a mascot, "Do you agree?", the three
 * points, I Agree and I Disagree. Declining shows the catalogue's alert inside the
 * dialog. Focus starts on the dialog itself, so a screen reader reads the question and
 * the points before any button, and stays inside until the person chooses.
 */
export function ConsentDialog({ open, onAccept, onDecline }: ConsentDialogProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  // Counts declines: each one remounts the alert, so it is announced again.
  const [declines, setDeclines] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setDeclines(0);
  }

  const decline = () => {
    setDeclines((count) => count + 1);
    onDecline();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : decline())}>
      <DialogContent
        ref={contentRef}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          contentRef.current?.focus();
        }}
        className="fixed inset-0 h-dvh w-full max-w-none overflow-y-auto rounded-none bg-background p-0 pb-0 text-foreground sm:max-w-none sm:rounded-none sm:p-0 sm:pb-0"
      >
        <div className="mx-auto my-auto flex w-full max-w-lg flex-col items-center gap-5 px-5 py-8 text-center sm:gap-6 sm:py-12">
          <ConsentMascot className="size-24 sm:size-40" />
          <div className="flex flex-col gap-2">
            <p className="text-sm font-semibold uppercase tracking-wide text-primary">
              <FormattedMessage {...messages.brand} />
            </p>
            <DialogTitle className="text-3xl sm:text-4xl">
              <FormattedMessage {...messages.title} />
            </DialogTitle>
          </div>

          {/* The description is the intro and the three points, read out on opening. */}
          <DialogDescription asChild>
            <div className="flex w-full flex-col gap-4 text-start">
              <p className="text-center text-lg text-muted-foreground">
                <FormattedMessage {...messages.intro} />
              </p>
              <ul className="flex flex-col gap-3">
                {points.map(({ icon: Icon, text }) => (
                  <ConsentPoint key={text.id} icon={<Icon />}>
                    <FormattedMessage {...text} />
                  </ConsentPoint>
                ))}
              </ul>
            </div>
          </DialogDescription>

          {declines > 0 ? (
            <Alert
              key={declines}
              tone="danger"
              role="alert"
              className="w-full text-start text-base"
            >
              <FormattedMessage {...messages.declined} />
            </Alert>
          ) : null}

          <div className="flex w-full flex-col gap-3">
            <Button size="lg" onClick={onAccept}>
              <FormattedMessage {...messages.agree} />
            </Button>
            <Button size="lg" variant="outline" onClick={decline}>
              <FormattedMessage {...messages.disagree} />
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function ConsentPoint({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3 rounded-lg border border-border bg-surface p-4 text-base text-surface-foreground shadow-sm">
      <span
        aria-hidden
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-5"
      >
        {icon}
      </span>
      <span className="pt-2 leading-snug">{children}</span>
    </li>
  );
}
