// `npm start`: builds the front end when it is missing, then runs the API server,
// which serves the built app and /api on one port (PORT, default 8080).
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, 'dist/.server/entry-server.js'))) {
  console.log('Building the app (first start)…');
  execSync('node scripts/build.mjs', { cwd: root, stdio: 'inherit' });
}
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
