import { Button, type ButtonProps } from '../button';

export type IconButtonProps = Omit<ButtonProps, 'size' | 'loading' | 'aria-label'> & {
  /** The accessible name (there is no visible text), e.g. "Close" or "Open menu". */
  label: string;
};

/**
 * A square, 44 px button that shows only an icon. `label` is required because the
 * icon alone says nothing to a screen reader; pass the icon as the child (it is
 * hidden from assistive technology).
 */
export function IconButton({ label, variant = 'ghost', children, ...props }: IconButtonProps) {
  return (
    <Button data-slot="icon-button" variant={variant} size="icon" aria-label={label} {...props}>
      {children}
    </Button>
  );
}
