import { z } from 'zod';
import { successEnvelope } from './envelope';
import {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  limits,
  normalisePhone,
  passwordProblems,
  type PasswordPolicy,
} from './auth-rules';
import { loginRoles, registrableRole, role } from './roles';

/**
 * The validation rules of 000 §5, shared by the forms and the server. Each message is
 * an error code of contract/errors.ts, so each side can show it in the user's language.
 * The plain values and checks (limits, the password policy's rules) live in
 * contract/auth-rules.ts, which has no zod, for the public forms' first load.
 */
export {
  defaultPasswordPolicy,
  limits,
  normalisePhone,
  passwordProblems,
  passwordScore,
  type PasswordPolicy,
} from './auth-rules';

export const email = z
  .string({ error: 'REQUIRED' })
  .trim()
  .toLowerCase()
  .min(1, 'REQUIRED')
  .max(limits.emailMax, 'TOO_LONG')
  .regex(EMAIL_PATTERN, 'EMAIL_INVALID');

export const phone = z
  .string({ error: 'REQUIRED' })
  .transform(normalisePhone)
  .pipe(z.string().min(1, 'REQUIRED').regex(PHONE_PATTERN, 'PHONE_INVALID'));

export const password = z
  .string({ error: 'REQUIRED' })
  .min(limits.passwordMin, 'PASSWORD_TOO_SHORT')
  .max(limits.passwordMax, 'PASSWORD_TOO_LONG');

export const name = z
  .string({ error: 'NAME_REQUIRED' })
  .trim()
  .min(1, 'NAME_REQUIRED')
  .max(limits.nameMax, 'TOO_LONG');

export const verificationCode = z
  .string({ error: 'REQUIRED' })
  .trim()
  .regex(/^\d{6}$/, 'CODE_INVALID_FORMAT');

/**
 * The admin's password policy (002 §3 security, issue 14): the registration and reset
 * forms show it and check it, and the server enforces it. The length never drops below
 * 000 §5's minimum, whatever the setting says.
 */
export const passwordPolicy = z.object({
  minLength: z.number().int().min(1).max(limits.passwordMax),
  requireSpecialChars: z.boolean(),
  requireNumbers: z.boolean(),
  requireUppercase: z.boolean(),
}) satisfies z.ZodType<PasswordPolicy>;

/** A password under `policy`: its first broken rule is the message (a catalogue code). */
export const passwordRule = (policy: PasswordPolicy) =>
  z
    .string({ error: 'REQUIRED' })
    .max(limits.passwordMax, 'PASSWORD_TOO_LONG')
    .superRefine((value, ctx) => {
      const [first] = passwordProblems(value, policy);
      if (first) ctx.addIssue({ code: 'custom', message: first });
    });

// ---- Entities ----

export const user = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role,
  avatarUrl: z.string().nullable(),
  verified: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type User = z.infer<typeof user>;

// ---- Calls (000 §7) ----

export const loginRequest = z
  .object({
    email: z.string().optional(),
    phone: z.string().optional(),
    identifier: z.string().optional(),
    password: z
      .string({ error: 'REQUIRED' })
      .min(1, 'REQUIRED')
      .max(limits.passwordMax, 'PASSWORD_TOO_LONG'),
    role: z.enum(loginRoles).optional(),
    rememberMe: z.boolean().optional(),
    /** The code sent at the first call while two-factor sign-in is on (issue 14). */
    twoFactorCode: verificationCode.optional(),
  })
  .refine((v) => Boolean((v.identifier ?? v.email ?? v.phone)?.trim()), {
    message: 'REQUIRED',
    path: ['identifier'],
  });
export type LoginRequest = z.input<typeof loginRequest>;

export { identifierKind } from './identifier';

export const session = z.object({ token: z.string(), expiresIn: z.number().int(), user });
export const loginResponse = successEnvelope(session);
export type LoginResponse = z.infer<typeof loginResponse>;
export const refreshResponse = loginResponse;

export const meResponse = successEnvelope(z.object({ user, role }));
export type MeResponse = z.infer<typeof meResponse>;

export const consentAgreement = z.object({
  dataDisclosure: z.boolean(),
  contentModeration: z.boolean(),
  activityRating: z.boolean(),
});

export const registerRequest = z
  .object({
    name,
    email,
    phone,
    password,
    confirmPassword: z.string({ error: 'REQUIRED' }),
    role: registrableRole.default('patient'),
    consentAgreement: consentAgreement.refine(
      (c) => c.dataDisclosure && c.contentModeration && c.activityRating,
      'CONSENT_REQUIRED',
    ),
    acceptTerms: z.literal(true, { error: 'TERMS_REQUIRED' }),
    // Doctors add these (000 §3).
    fullName: z.string().trim().max(limits.nameMax, 'TOO_LONG').optional(),
    gender: z.enum(['Male', 'Female', 'Other']).optional(),
    graduation: z.string().trim().max(200, 'TOO_LONG').optional(),
    medicalCollege: z.string().trim().max(200, 'TOO_LONG').optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'PASSWORDS_DO_NOT_MATCH',
    path: ['confirmPassword'],
    // Said even while other fields are wrong, so one answer names every problem.
    when: ({ value }) => typeof value === 'object' && value !== null,
  });
export type RegisterRequest = z.input<typeof registerRequest>;
export const registerResponse = successEnvelope(
  z.object({
    user,
    message: z.string(),
    /** True when a code was sent to the email and must be entered before signing in. */
    emailVerificationRequired: z.boolean().optional(),
  }),
);

export const checkDuplicateRequest = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
});
export const checkDuplicateResponse = successEnvelope(z.object({ available: z.literal(true) }));

export const sendCodeRequest = z.union([
  z.object({ method: z.literal('email'), email }),
  z.object({ method: z.literal('whatsapp'), phone }),
]);
export const sendCodeResponse = successEnvelope(
  z.object({ resetToken: z.string(), resendAfter: z.number().int(), expiresIn: z.number().int() }),
);

export const verifyCodeRequest = z.object({
  resetToken: z.string().min(1, 'REQUIRED').max(200),
  verificationCode,
  method: z.enum(['email', 'whatsapp']).optional(),
});
export const verifyCodeResponse = successEnvelope(z.object({ verified: z.literal(true) }));

export const resendCodeRequest = z.object({
  resetToken: z.string().min(1, 'REQUIRED').max(200),
  contact: z.string().optional(),
  method: z.enum(['email', 'whatsapp']).optional(),
});
export const resendCodeResponse = sendCodeResponse;

export const resetPasswordRequest = z
  .object({
    resetToken: z.string().min(1, 'REQUIRED').max(200),
    verificationCode,
    newPassword: password,
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    message: 'PASSWORDS_DO_NOT_MATCH',
    path: ['confirmPassword'],
  });
export const resetPasswordResponse = successEnvelope(z.object({ message: z.string() }));

/** Adds the password policy's rules to a request schema's `field` (issue 14). */
function withPolicy<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  policy: PolicySource,
  field: string,
) {
  return schema.superRefine((value, ctx) => {
    const typed = value[field];
    if (typeof typed !== 'string' || typed.length < limits.passwordMin) return;
    const [first] = passwordProblems(typed, typeof policy === 'function' ? policy() : policy);
    if (first) ctx.addIssue({ code: 'custom', message: first, path: [field] });
  });
}
/** A policy, or where to read the one in force when a value is checked (a form's latest). */
type PolicySource = PasswordPolicy | (() => PasswordPolicy);
/** Registration under the admin's password policy: what the form validates with. */
export const registerRequestFor = (policy: PolicySource) =>
  withPolicy(registerRequest, policy, 'password');
/** The reset step under the admin's password policy. */
export const resetPasswordRequestFor = (policy: PolicySource) =>
  withPolicy(resetPasswordRequest, policy, 'newPassword');

/** Older client variants (000 §7). */
export const legacyForgotRequest = z.object({ email });
export const legacyForgotResponse = successEnvelope(z.object({ message: z.string() }));
export const legacyResetRequest = z.object({ password });

export const messageResponse = successEnvelope(z.object({ message: z.string() }));

// ---- Email verification (issue 14: requireEmailVerification) ----

/** Sends (or sends again) a code to an unverified account's email. */
export const sendEmailCodeRequest = z.object({ email });
/** The same answer for every address, so the form tells no one who has an account. */
export const sendEmailCodeResponse = successEnvelope(
  z.object({ resendAfter: z.number().int(), expiresIn: z.number().int() }),
);
export const verifyEmailRequest = z.object({ email, verificationCode });
export const verifyEmailResponse = successEnvelope(z.object({ verified: z.literal(true) }));
