import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useFieldControl, type FieldControlInput } from '../field';

/*
 * Why this file: Checkbox, Switch and each RadioGroup option are the same thing on screen, a
 * small control with a clickable label and hint on a 44 px row, and they once each wrote it
 * out. It is a scaffold, not a component of its own: no stories or tests here, it is covered
 * through the Checkbox, Switch and RadioGroup stories (and their visual baselines).
 */

/**
 * Id, description and state for a box-like control (checkbox, switch) that may carry its own
 * hint: the hint joins the control's description, inside or outside a `<Field>`.
 */
export function useChoiceControl(
  prefix: string,
  { hint, ...own }: FieldControlInput & { hint?: ReactNode },
) {
  const ownId = `${prefix}-${useId()}`;
  const hintId = `${ownId}-hint`;
  const field = useFieldControl({
    ...own,
    id: own.id ?? ownId,
    'aria-describedby':
      [own['aria-describedby'], hint ? hintId : undefined].filter(Boolean).join(' ') || undefined,
  });
  return { field, hintId };
}

export type ChoiceRowProps = {
  /** The control itself (a Radix checkbox or switch root, a radio item). */
  control: ReactNode;
  controlId: string | undefined;
  label?: ReactNode;
  hint?: ReactNode;
  hintId: string;
  disabled?: boolean;
  /** Which side of the control the text sits on; `end` (after it) by default. */
  labelPosition?: 'start' | 'end';
  /** Classes for the cell that centres the control on the 44 px row. */
  controlCellClassName?: string;
};

/**
 * A control with a clickable label and a hint beside it, on a row at least 44 px high. With
 * neither label nor hint it is the bare control (labelled by a Field or aria-label).
 */
export function ChoiceRow({
  control,
  controlId,
  label,
  hint,
  hintId,
  disabled,
  labelPosition = 'end',
  controlCellClassName,
}: ChoiceRowProps) {
  if (!label && !hint) return control;
  return (
    <div data-slot="choice-row" className="flex min-h-touch items-start gap-3">
      <div
        className={cn(
          'flex h-touch items-center',
          labelPosition === 'start' && 'order-last',
          controlCellClassName,
        )}
      >
        {control}
      </div>
      <div className="flex flex-1 flex-col justify-center py-2.5">
        {label ? (
          <label
            data-slot="choice-row-label"
            htmlFor={controlId}
            className={cn(
              'text-base text-foreground',
              disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
            )}
          >
            {label}
          </label>
        ) : null}
        {hint ? (
          <p id={hintId} data-slot="choice-row-hint" className="text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
