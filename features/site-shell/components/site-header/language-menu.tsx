import { ChevronDown, Globe } from 'lucide-react';
import { useIntl } from 'react-intl';
import { toLocale } from '@lib/i18n';
import { Button } from '@ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@ui/dropdown-menu';
import { english, languageOptions } from './items';
import { messages } from './messages';
import type { SiteHeaderProps } from './site-header';

export type LanguageMenuProps = Pick<SiteHeaderProps, 'language' | 'onLanguageChange'>;

/** The language dropdown (000 §2). */
export function LanguageMenu({ language, onLanguageChange }: LanguageMenuProps) {
  const intl = useIntl();
  const active = toLocale(language);
  const current = languageOptions.find((option) => option.locale === active) ?? english;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="px-2">
          <Globe aria-hidden />
          <span className="sr-only">{intl.formatMessage(messages.language)}</span>
          <span aria-hidden>{current.flag}</span>
          <span lang={current.locale}>{intl.formatMessage(current.label)}</span>
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup
          value={active}
          onValueChange={(value) => onLanguageChange(toLocale(value))}
        >
          {languageOptions.map((option) => (
            <DropdownMenuRadioItem
              key={option.locale}
              value={option.locale}
              lang={option.locale}
              className="data-[state=checked]:bg-muted"
            >
              <span aria-hidden>{option.flag}</span>
              <span>{intl.formatMessage(option.label)}</span>
              <span className="ms-auto ps-4 text-sm text-muted-foreground">
                {intl.formatMessage(option.greeting)}
              </span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
