// The project's own lint setup, applied to this fixture tree (see tests/layer-rules.test.ts).
import { createConfig } from '../../scripts/eslint-config.js';

export default createConfig(import.meta.dirname);
