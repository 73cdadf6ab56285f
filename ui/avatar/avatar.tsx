import type { ComponentProps } from 'react';
import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cva, type VariantProps } from 'class-variance-authority';
import { UserRound } from 'lucide-react';
import { cn } from '../lib/cn';
import { getInitials } from './initials';

export const avatarVariants = cva(
  'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent align-middle font-semibold text-accent-foreground select-none',
  {
    variants: {
      size: {
        sm: 'size-8 text-xs [&_svg]:size-4',
        md: 'size-10 text-sm [&_svg]:size-5',
        lg: 'size-14 text-lg [&_svg]:size-7',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type AvatarProps = Omit<ComponentProps<typeof AvatarPrimitive.Root>, 'children'> &
  VariantProps<typeof avatarVariants> & {
    /** The person's name: the image's alt text and the source of the fallback initials. */
    name: string;
    /** Photo URL; the initials show while it loads or if it fails. */
    src?: string;
    /** Set when the name is already shown next to the avatar, so it is not read twice. */
    decorative?: boolean;
  };

/** A person's photo, or their initials when there is no photo. */
export function Avatar({ className, size, name, src, decorative = false, ...props }: AvatarProps) {
  const initials = getInitials(name);
  // Without a name there is nothing to say: the placeholder icon is decorative.
  const labelled = !decorative && name.trim() !== '';
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn(avatarVariants({ size }), className)}
      aria-hidden={decorative || undefined}
      {...props}
    >
      {src ? (
        <AvatarPrimitive.Image
          data-slot="avatar-image"
          src={src}
          alt={labelled ? name : ''}
          className="size-full object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        role={labelled ? 'img' : undefined}
        aria-label={labelled ? name : undefined}
        className="flex size-full items-center justify-center leading-none"
      >
        {initials || <UserRound aria-hidden />}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
