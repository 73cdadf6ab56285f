import { useId, type ComponentProps } from 'react';
import { Heart } from 'lucide-react';
import { useIntl } from 'react-intl';
import { cn } from '@ui/lib';
import { messages } from './messages';

export type DonationQrProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The QR image of the public settings (`buyMeCoffee.qrUrl`). */
  qrUrl: string;
};

/** The "buy us a coffee" QR code of the public settings, with a word of thanks. */
export function DonationQr({ qrUrl, className, ...props }: DonationQrProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cn('px-4 pb-12 sm:pb-16', className)} {...props}>
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 rounded-xl border border-border bg-surface p-6 text-center text-surface-foreground shadow-sm sm:flex-row sm:text-start">
        <img
          src={qrUrl}
          alt={intl.formatMessage(messages.alt)}
          width={160}
          height={160}
          loading="lazy"
          decoding="async"
          // A QR code needs a light quiet zone to scan, in the dark theme too.
          className="size-40 shrink-0 rounded-md bg-white p-2"
        />
        <div className="flex flex-col gap-2">
          <h2 id={titleId} className="text-2xl font-bold text-foreground">
            {intl.formatMessage(messages.title)}
          </h2>
          <p className="text-base text-muted-foreground">{intl.formatMessage(messages.body)}</p>
          <p className="inline-flex items-center justify-center gap-2 text-base font-medium text-primary sm:justify-start [&_svg]:size-4">
            <Heart aria-hidden className="fill-current" />
            {intl.formatMessage(messages.thanks)}
          </p>
        </div>
      </div>
    </section>
  );
}
