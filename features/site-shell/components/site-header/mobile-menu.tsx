import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Sheet, SheetClose, SheetContent, SheetHeader, SheetTitle } from '@ui/sheet';
import { renderItem, type Item } from './items';
import { messages } from './messages';

export type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: Item[];
  onLogout: () => void;
  /** The menu button: the sheet has no Radix trigger, so focus is returned by hand. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** The slide-in menu of small screens (000 §2); loaded when first opened. */
export default function MobileMenu({
  open,
  onOpenChange,
  items,
  onLogout,
  returnFocusTo,
}: MobileMenuProps) {
  const intl = useIntl();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>{intl.formatMessage(messages.menuTitle)}</SheetTitle>
        </SheetHeader>
        <nav aria-label={intl.formatMessage(messages.mainNav)}>
          <ul className="flex flex-col gap-2">
            {items.map((item) => (
              <li key={`${item.kind}-${item.label}`} className="flex flex-col">
                {renderItem(item, onLogout, (node) => (
                  <SheetClose asChild>{node}</SheetClose>
                ))}
              </li>
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
