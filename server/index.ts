import { DataDirError } from './db/data-dir-lock';
import { startServer, type Running } from './main';

let running: Running;
try {
  running = await startServer();
} catch (error) {
  // A data directory in use or unopenable: the message says which and what to do.
  if (!(error instanceof DataDirError)) throw error;
  console.error(`Ujyalo Health did not start: ${error.message}`);
  process.exit(1);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void running.close().then(() => process.exit(0));
  });
}
