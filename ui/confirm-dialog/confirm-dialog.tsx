import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import { cva } from 'class-variance-authority';
import { Info, TriangleAlert } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '../button';
import { DialogFooter, dialogContentVariants, dialogOverlayClassName } from '../dialog';
import { cn } from '../lib/cn';
import { Spinner } from '../spinner';
import { messages } from './messages';

export type ConfirmDialogTone = 'default' | 'danger';

export const confirmDialogIconVariants = cva(
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full [&_svg]:size-5',
  {
    variants: {
      tone: {
        default: 'bg-accent text-accent-foreground',
        danger: 'bg-danger text-danger-foreground',
      },
    },
    defaultVariants: { tone: 'default' },
  },
);

export type ConfirmDialogProps = {
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (a Button, say); focus returns to it on close. */
  trigger?: ReactElement;
  /** The question, e.g. "Delete this post?". */
  title: ReactNode;
  /** What happens if the person confirms. */
  description?: ReactNode;
  /** The action, as a verb: "Delete post", not "OK". */
  confirmLabel: ReactNode;
  /** "Cancel" unless given. */
  cancelLabel?: ReactNode;
  /** `danger` for destructive, irreversible actions. */
  tone?: ConfirmDialogTone;
  /**
   * Runs on confirm. If it returns a promise, the confirm button shows a spinner until it
   * settles; the dialog closes when it resolves and stays open when it rejects (show the
   * error yourself, with a toast say).
   */
  onConfirm: () => unknown;
  /** Runs when the person cancels (the Cancel button or Escape). */
  onCancel?: () => void;
  /** Extra content between the description and the actions. */
  children?: ReactNode;
  className?: string;
};

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/**
 * Asks a person to confirm an action, as an `alertdialog`: focus starts on Cancel (the
 * safe choice), a click outside does not dismiss it, Escape cancels.
 */
export function ConfirmDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
  onCancel,
  children,
  className,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<Element | null>(null);
  const isOpen = open ?? uncontrolledOpen;

  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const handleOpenChange = (next: boolean) => {
    if (pending && !next) return;
    if (!next) onCancel?.();
    setOpen(next);
  };

  const handleConfirm = async () => {
    if (pending) return;
    const result = onConfirm();
    if (!isThenable(result)) {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      setPending(false);
      setOpen(false);
    } catch {
      setPending(false);
      confirmRef.current?.focus();
    }
  };

  const Icon = tone === 'danger' ? TriangleAlert : Info;

  return (
    <AlertDialogPrimitive.Root open={isOpen} onOpenChange={handleOpenChange}>
      {trigger ? (
        <AlertDialogPrimitive.Trigger data-slot="confirm-dialog-trigger" asChild>
          {trigger}
        </AlertDialogPrimitive.Trigger>
      ) : null}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay
          data-slot="confirm-dialog-overlay"
          className={dialogOverlayClassName}
        >
          <AlertDialogPrimitive.Content
            data-slot="confirm-dialog"
            className={cn(dialogContentVariants({ size: 'sm' }), 'sm:max-w-md', className)}
            aria-busy={pending || undefined}
            onOpenAutoFocus={() => {
              returnFocusRef.current = document.activeElement;
            }}
            onCloseAutoFocus={(event) => {
              // Without a trigger (opened from a menu, say), focus goes back where it was.
              const previous = returnFocusRef.current;
              if (!trigger && previous instanceof HTMLElement && previous.isConnected) {
                event.preventDefault();
                previous.focus();
              }
            }}
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <div data-slot="confirm-dialog-header" className="flex items-start gap-4">
              <span data-slot="confirm-dialog-icon" className={confirmDialogIconVariants({ tone })}>
                <Icon aria-hidden />
              </span>
              <div className="flex flex-col gap-1.5 pt-1.5">
                <AlertDialogPrimitive.Title
                  data-slot="confirm-dialog-title"
                  className="text-xl font-semibold text-foreground"
                >
                  {title}
                </AlertDialogPrimitive.Title>
                {description ? (
                  <AlertDialogPrimitive.Description
                    data-slot="confirm-dialog-description"
                    className="text-base text-muted-foreground"
                  >
                    {description}
                  </AlertDialogPrimitive.Description>
                ) : null}
              </div>
            </div>
            {children}
            <DialogFooter data-slot="confirm-dialog-footer">
              <AlertDialogPrimitive.Cancel asChild>
                <Button
                  data-slot="confirm-dialog-cancel"
                  variant="outline"
                  aria-disabled={pending || undefined}
                  onClick={(event) => {
                    if (pending) event.preventDefault();
                  }}
                >
                  {cancelLabel ?? intl.formatMessage(messages.cancel)}
                </Button>
              </AlertDialogPrimitive.Cancel>
              {/* Not an AlertDialog.Action: it must stay open while a promise is pending. */}
              <Button
                data-slot="confirm-dialog-confirm"
                ref={confirmRef}
                variant={tone === 'danger' ? 'danger' : 'primary'}
                aria-disabled={pending || undefined}
                aria-busy={pending || undefined}
                onClick={handleConfirm}
              >
                {pending ? <Spinner size="sm" aria-hidden label="" role="presentation" /> : null}
                {confirmLabel}
              </Button>
            </DialogFooter>
          </AlertDialogPrimitive.Content>
        </AlertDialogPrimitive.Overlay>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
