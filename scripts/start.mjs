// `npm start`: builds the front end when it is missing, then runs the API server,
// which serves the built app and /api on one port (PORT, default 8080).
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, 'dist/index.html'))) {
  console.log('Building the app (first start)…');
  execSync('npx vite build', {
    cwd: root,
    stdio: 'inherit',
    // A production bundle even when called from a test run (Vitest sets NODE_ENV=test).
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
