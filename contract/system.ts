import { z } from 'zod';
import { successEnvelope } from './envelope';

export const healthResponse = successEnvelope(
  z.object({ status: z.literal('ok'), time: z.iso.datetime() }),
);
export type HealthResponse = z.infer<typeof healthResponse>;

export const publicSettings = z.object({
  maintenanceMode: z.boolean(),
  buyMeCoffee: z.object({ qrUrl: z.string().nullable() }),
});
export const publicSettingsResponse = successEnvelope(publicSettings);
export type PublicSettingsResponse = z.infer<typeof publicSettingsResponse>;
