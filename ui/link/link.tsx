import type { ComponentProps } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const linkVariants = cva(
  'focus-ring rounded-sm transition-colors duration-fast ease-standard',
  {
    variants: {
      variant: {
        /** In running text: underlined, so it is not told by colour alone (WCAG 1.4.1). */
        inline:
          'font-medium text-primary underline underline-offset-4 hover:text-primary-hover hover:decoration-2',
        /** In menus, headers and footers: a 44 px target; `aria-current="page"` marks where you are. */
        nav: [
          'inline-flex min-h-touch items-center gap-2 px-3 text-base font-medium text-muted-foreground',
          'hover:bg-muted hover:text-foreground',
          'aria-[current=page]:text-foreground aria-[current=page]:underline aria-[current=page]:underline-offset-8',
        ],
        /** A link that looks like an outline button (a call to action that navigates). */
        button: [
          'inline-flex min-h-touch items-center justify-center gap-2 rounded-md border border-input bg-surface px-4',
          'text-base font-medium text-foreground shadow-sm hover:bg-muted',
        ],
      },
    },
    defaultVariants: { variant: 'inline' },
  },
);

export type LinkProps = ComponentProps<'a'> &
  VariantProps<typeof linkVariants> & {
    /** Style the single child instead: react-router's `<Link>` or `<NavLink>`, say. */
    asChild?: boolean;
  };

/** A styled link; wrap a router link with `asChild` to keep client-side navigation. */
export function Link({ className, variant, asChild = false, ...props }: LinkProps) {
  const Comp = asChild ? Slot : 'a';
  return <Comp data-slot="link" className={cn(linkVariants({ variant }), className)} {...props} />;
}
