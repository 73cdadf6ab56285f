import { describe, expect, it } from 'vitest';
import { healthResponse, publicSettingsResponse } from '@contract/system';
import * as system from './fixtures/system';

// Mocks must not drift from what the server sends: every success fixture parses.
describe('success fixtures match the contract', () => {
  it.each([
    ['health', healthResponse, system.health],
    ['public settings', publicSettingsResponse, system.publicSettings],
  ] as const)('%s', (_name, schema, data) => {
    const parsed = schema.safeParse({ success: true, data });
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});
