import { z } from 'zod';

/** Every success answer: `{ success: true, data }`. */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data });

/** Every failure answer: `{ success: false, message, code, field? }`. */
export const failureEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
});
export type Failure = z.infer<typeof failureEnvelope>;
