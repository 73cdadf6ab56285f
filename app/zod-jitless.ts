/**
 * zod compiles object checks with `new Function` when it may, and probes for it on its first
 * object check. The content security policy refuses eval, so the probe was reported as a
 * violation on every page that checks an answer (Lighthouse best practices, ADR 0047). zod
 * reads its settings from this shared object, so setting it before any zod chunk loads keeps
 * every check in the browser jitless. Imported first by main.tsx.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
