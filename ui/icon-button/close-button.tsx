import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import { IconButton, type IconButtonProps } from './icon-button';

export type CloseButtonProps = Omit<IconButtonProps, 'children'>;

/**
 * The ✕ in the top corner of a dialog, sheet or toast, so the three look and behave alike.
 * Wrap it in the primitive's own `Close asChild`; `className` places it (`end-2 top-2` by default).
 */
export function CloseButton({ className, ...props }: CloseButtonProps) {
  return (
    <IconButton
      data-slot="close-button"
      className={cn('absolute end-2 top-2 text-muted-foreground hover:text-foreground', className)}
      {...props}
    >
      <X aria-hidden />
    </IconButton>
  );
}
