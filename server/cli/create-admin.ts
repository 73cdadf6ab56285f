/**
 * Production seeds nothing: this creates the first admin.
 *   ADMIN_PASSWORD=… npm run create-admin -- --email admin@example.np --phone 98XXXXXXXX --name "Admin Name"
 */
import { parseArgs } from 'node:util';
import { email, name, password, phone } from '@contract/auth';
import { loadConfig } from '../config';
import { DataDirError } from '../db/data-dir-lock';
import { migrate, openDatabase, type Db } from '../db/database';
import { hashPassword } from '../domain/crypto';

const { values } = parseArgs({
  options: { email: { type: 'string' }, phone: { type: 'string' }, name: { type: 'string' } },
});
const input = {
  email: email.safeParse(values.email),
  phone: phone.safeParse(values.phone),
  name: name.safeParse(values.name ?? 'Administrator'),
  password: password.safeParse(process.env.ADMIN_PASSWORD),
};
const bad = Object.entries(input).filter(([, r]) => !r.success);
if (bad.length) {
  console.error(
    `Cannot create the admin: check ${bad.map(([k]) => (k === 'password' ? 'ADMIN_PASSWORD (8+ characters)' : `--${k}`)).join(', ')}.`,
  );
  process.exit(2);
}
const config = loadConfig();
let db: Db;
try {
  db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  // A data directory a running server holds, or one that cannot be opened: say which, no trace.
  if (!(error instanceof DataDirError)) throw error;
  console.error(`Cannot create the admin: ${error.message}`);
  process.exit(1);
}
await migrate(db);
const existing = await db
  .selectFrom('users')
  .select('id')
  .where('email', '=', input.email.data!)
  .executeTakeFirst();
if (existing) {
  console.error('An account with this email already exists.');
  process.exit(1);
}
await db
  .insertInto('users')
  .values({
    name: input.name.data!,
    email: input.email.data!,
    phone: input.phone.data!,
    role: 'admin',
    verified: true,
    password_hash: await hashPassword(input.password.data!),
    profile: JSON.stringify({}),
    created_at: new Date(),
    updated_at: new Date(),
  })
  .execute();
console.log(`Admin ${input.email.data} created.`);
await db.destroy();
