import { useId, type KeyboardEvent, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import type { ContractForm } from '@lib/forms';
import { cn } from '@ui/lib';
import type { prescriptionFormSchema } from './prescription-schema';

/** The prescription form, as its fieldsets reach it. */
export type PrescriptionFormApi = ContractForm<ReturnType<typeof prescriptionFormSchema>>;

/**
 * The error of a whole list (medications, tests, allergies), not of one field in it:
 * react-hook-form keeps a field array's own error under `root`.
 */
export function listErrorOf(error: unknown): FieldError | undefined {
  const found = error as (FieldError & { root?: FieldError }) | undefined;
  if (found?.root?.message) return found.root;
  return found?.type && found.message ? found : undefined;
}

/**
 * A group of fields with a visible legend, and the group's own error (the list, not one
 * field) announced when it appears and describing the group.
 */
export function Group({
  legend,
  list = false,
  error,
  children,
  className,
}: {
  legend: ReactNode;
  /** A list's group: it has an error of its own, announced from a region kept mounted. */
  list?: boolean;
  error?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const errorId = useId();
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className={cn('flex min-w-0 flex-col gap-4', className)}
    >
      <legend className="mb-3 text-lg font-semibold text-foreground">{legend}</legend>
      {list ? (
        <div aria-live="polite">
          {error ? (
            <p id={errorId} className="text-sm font-medium text-danger">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
      {children}
    </fieldset>
  );
}

/** Enter in a small "add" box adds, instead of sending the whole form. */
export const addOnEnter = (event: KeyboardEvent<HTMLInputElement>, add: () => void) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  add();
};
