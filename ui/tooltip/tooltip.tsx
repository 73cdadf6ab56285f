import type { ComponentProps, ReactElement, ReactNode } from 'react';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { cn } from '../lib/cn';

/** Optional around a group of tooltips: they then share the open delay. */
export function TooltipProvider({
  delayDuration = 300,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

/**
 * The root: opens on hover and on keyboard focus, closes on Escape, blur or pointer leave.
 * It brings its own provider, so the app need not load tooltips before its first page.
 */
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root {...props} />
    </TooltipProvider>
  );
}

/** The described element; use `asChild` with a focusable element (a Button, say). */
export function TooltipTrigger(props: ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

/**
 * The bubble, in a portal. Screen readers get its text as the trigger's description.
 * Keep it short and never put the only copy of essential information in it: touch
 * screens have no hover.
 */
export function TooltipContent({
  className,
  sideOffset = 6,
  collisionPadding = 8,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'z-50 max-w-xs rounded-md bg-foreground px-3 py-1.5 text-sm text-background shadow-md',
          'origin-(--radix-tooltip-content-transform-origin)',
          'transition-[opacity,scale] duration-(--duration-fast) ease-standard starting:scale-95 starting:opacity-0',
          'motion-reduce:transition-none',
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow
          data-slot="tooltip-arrow"
          className="fill-foreground"
          width={12}
          height={6}
        />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

export type SimpleTooltipProps = Omit<ComponentProps<typeof TooltipPrimitive.Root>, 'children'> & {
  /** What the tooltip says. */
  content: ReactNode;
  /** One focusable element (a Button, an IconButton). */
  children: ReactElement;
  side?: ComponentProps<typeof TooltipPrimitive.Content>['side'];
};

/** A trigger and its tooltip in one: `<SimpleTooltip content="Print"><IconButton …/></SimpleTooltip>`. */
export function SimpleTooltip({ content, children, side, ...props }: SimpleTooltipProps) {
  return (
    <Tooltip {...props}>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side}>{content}</TooltipContent>
    </Tooltip>
  );
}
