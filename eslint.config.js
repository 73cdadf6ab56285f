// @ts-check
import { createConfig } from './scripts/eslint-config.js';

export default createConfig(import.meta.dirname);
