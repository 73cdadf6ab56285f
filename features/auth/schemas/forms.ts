import { z } from 'zod';
import { email, phone, verifyCodeRequest } from '@contract/auth';

/**
 * The password-recovery steps' own form schemas over the contract's rules, loaded with
 * the contract's schemas (`formSchemas` in ./index.ts) when a step first checks.
 */

/** Step 1's form: the method, and the contract's rule for the address it asks for. */
export const methodForm = z
  .object({ method: z.enum(['email', 'whatsapp']), email: z.string(), phone: z.string() })
  .superRefine((values, ctx) => {
    const field = values.method === 'email' ? 'email' : 'phone';
    const rule = values.method === 'email' ? email : phone;
    const issue = rule.safeParse(values[field]).error?.issues[0];
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
  });
export type MethodValues = z.input<typeof methodForm>;

/** Step 2's form: the contract's rule for the code. */
export const codeForm = verifyCodeRequest.pick({ verificationCode: true });
