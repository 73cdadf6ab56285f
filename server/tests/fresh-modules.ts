/**
 * Runs before each server test file. The server projects keep one worker's imports between
 * files (vitest.config.ts, isolate: false); forgetting the project's own modules here makes
 * each file evaluate them again, so module-level state (a folder's shared suite app, caches,
 * registered hooks) belongs to one file only, while packages stay loaded.
 */
import { vi } from 'vitest';

vi.resetModules();
