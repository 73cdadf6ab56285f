import { useId, useState, type ChangeEvent } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Eye, EyeOff } from 'lucide-react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { cn } from '../lib/cn';
import { IconButton } from '../icon-button';
import { Input, type InputProps } from '../input';
import {
  PASSWORD_MIN_LENGTH,
  passwordStrength,
  type PasswordRequirement,
  type PasswordStrength,
} from './password-strength';
import { messages } from './messages';

export const passwordStrengthVariants = cva('h-1.5 flex-1 rounded-full', {
  variants: {
    tone: {
      empty: 'bg-muted',
      danger: 'bg-danger',
      warning: 'bg-warning',
      success: 'bg-success',
    },
  },
  defaultVariants: { tone: 'empty' },
});

type Tone = NonNullable<VariantProps<typeof passwordStrengthVariants>['tone']>;

const scoreMessages: Record<PasswordStrength['score'], MessageDescriptor> = {
  0: messages.score0,
  1: messages.score1,
  2: messages.score2,
  3: messages.score3,
  4: messages.score4,
  5: messages.score5,
};

const requirementMessages: Record<PasswordRequirement, MessageDescriptor> = {
  length: messages.missingLength,
  lowercase: messages.missingLowercase,
  uppercase: messages.missingUppercase,
  digit: messages.missingDigit,
  special: messages.missingSpecial,
};

function toneFor(score: number): Exclude<Tone, 'empty'> {
  if (score <= 1) return 'danger';
  if (score <= 3) return 'warning';
  return 'success';
}

const toneText: Record<Exclude<Tone, 'empty'>, string> = {
  danger: 'text-danger',
  warning: 'text-warning',
  success: 'text-success',
};

export type PasswordInputProps = Omit<InputProps, 'type'> & {
  /** Shows a strength meter and the requirements still missing (for new passwords). */
  showStrength?: boolean;
};

/**
 * A password input with a show/hide toggle (a pressed "Show password" button) and,
 * with `showStrength`, a 0–5 strength meter and the list of what is missing.
 * Works inside `<Field>` like Input.
 */
export function PasswordInput({
  className,
  showStrength = false,
  value,
  defaultValue,
  onChange,
  disabled,
  'aria-describedby': ariaDescribedBy,
  ...props
}: PasswordInputProps) {
  const intl = useIntl();
  const baseId = `password-${useId()}`;
  const strengthId = `${baseId}-strength`;
  const missingId = `${baseId}-missing`;
  const [visible, setVisible] = useState(false);
  const [uncontrolled, setUncontrolled] = useState(() => String(defaultValue ?? ''));
  const current = value !== undefined ? String(value) : uncontrolled;
  const strength = passwordStrength(current);
  const tone = toneFor(strength.score);
  const level = intl.formatMessage(scoreMessages[strength.score]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    if (value === undefined) setUncontrolled(event.target.value);
    onChange?.(event);
  }

  const describedBy =
    [
      ariaDescribedBy,
      showStrength ? strengthId : undefined,
      showStrength && strength.missing.length > 0 ? missingId : undefined,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div data-slot="password-input" className="flex w-full flex-col gap-2">
      <div data-slot="password-input-control" className="relative">
        <Input
          type={visible ? 'text' : 'password'}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          disabled={disabled}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-describedby={describedBy}
          className={cn('pe-12', className)}
          {...props}
        />
        <IconButton
          data-slot="password-input-toggle"
          label={intl.formatMessage(messages.show)}
          aria-pressed={visible}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
          className="absolute end-0 top-1/2 -translate-y-1/2 text-muted-foreground hover:text-foreground [&_svg]:size-5"
        >
          {visible ? <EyeOff /> : <Eye />}
        </IconButton>
      </div>
      {showStrength ? (
        <div data-slot="password-strength" className="flex flex-col gap-1.5">
          <div
            data-slot="password-strength-meter"
            role="meter"
            aria-label={intl.formatMessage(messages.strength)}
            aria-valuemin={0}
            aria-valuemax={5}
            aria-valuenow={strength.score}
            aria-valuetext={level}
            className="flex gap-1"
          >
            {[1, 2, 3, 4, 5].map((step) => (
              <span
                data-slot="password-strength-segment"
                key={step}
                className={passwordStrengthVariants({
                  tone: strength.score >= step ? tone : 'empty',
                })}
              />
            ))}
          </div>
          <p
            data-slot="password-strength-value"
            id={strengthId}
            aria-live="polite"
            className="text-sm text-foreground"
          >
            <FormattedMessage
              {...messages.strengthValue}
              values={{
                level: <span className={cn('font-semibold', toneText[tone])}>{level}</span>,
              }}
            />
          </p>
          {strength.missing.length > 0 ? (
            <div
              data-slot="password-strength-missing"
              id={missingId}
              className="text-sm text-muted-foreground"
            >
              <p>{intl.formatMessage(messages.missingHeading)}</p>
              <ul className="list-disc ps-5">
                {strength.missing.map((requirement) => (
                  <li key={requirement}>
                    {intl.formatMessage(requirementMessages[requirement], {
                      min: PASSWORD_MIN_LENGTH,
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
