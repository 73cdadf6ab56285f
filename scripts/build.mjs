// `npm run build [outDir]`: the app (dist/ by default), then its server bundle into the
// app's .server/ folder, which draws the public pages on the server (ADR 0048).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(root, process.argv[2] ?? 'dist');
const vite = (...args) =>
  execFileSync('npx', ['vite', 'build', ...args], {
    cwd: root,
    stdio: process.env.BUILD_QUIET ? 'ignore' : 'inherit',
    // A production bundle even when called from a test run (Vitest sets NODE_ENV=test).
    env: { ...process.env, NODE_ENV: 'production' },
  });

vite('--outDir', outDir, '--emptyOutDir');
vite('--ssr', 'app/entry-server.tsx', '--outDir', path.join(outDir, '.server'));
