import { useMemo } from 'react';
import type { IntlShape } from 'react-intl';
import { defaultPasswordPolicy, limits, type PasswordPolicy } from '@contract/auth-rules';
import { usePublicSettings } from '@lib/settings';
import { messages } from './messages';

/**
 * The password policy in force, from the public settings (issue 14); until they arrive,
 * or if they cannot be read, 000 §5's rules (the server checks the policy either way).
 */
export function usePasswordPolicy(): PasswordPolicy {
  const { settings } = usePublicSettings();
  const policy = settings?.passwordPolicy;
  return useMemo(() => policy ?? defaultPasswordPolicy, [policy]);
}

/** "Your password needs at least 12 characters, an uppercase letter and a number." */
export function passwordPolicyText(intl: IntlShape, policy: PasswordPolicy): string {
  const rules = [
    intl.formatMessage(messages.minLength, {
      count: Math.max(limits.passwordMin, policy.minLength),
    }),
    ...(policy.requireUppercase ? [intl.formatMessage(messages.uppercase)] : []),
    ...(policy.requireNumbers ? [intl.formatMessage(messages.number)] : []),
    ...(policy.requireSpecialChars ? [intl.formatMessage(messages.special)] : []),
  ];
  return intl.formatMessage(messages.rules, {
    rules: intl.formatList(rules, { type: 'conjunction' }),
  });
}

/**
 * A loader of the contract schema built over the policy in force, for `useContractForm`
 * (react-hook-form takes the newest resolver at each render, so a policy arriving late
 * still applies). The schema is built once per policy, when the form first checks.
 */
export function usePolicySchema<S>(build: (policy: PasswordPolicy) => Promise<S>) {
  const policy = usePasswordPolicy();
  const schema = useMemo(() => {
    let built: Promise<S> | undefined;
    return () => (built ??= build(policy));
  }, [build, policy]);
  return { schema, policy };
}
