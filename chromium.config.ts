import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The headless Chromium the browser tests drive. `CHROMIUM_PATH` overrides the
 * Debian default so machines with Chromium elsewhere can run the same tests.
 */
export function chromiumPath(): string {
  const override = process.env.CHROMIUM_PATH;
  if (override) {
    if (!existsSync(override)) {
      throw new Error(`CHROMIUM_PATH is set to ${override}, but no browser is there.`);
    }
    return override;
  }
  const found = CANDIDATES.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found for the browser tests. Install it (apt-get install -y chromium fonts-noto-core) ' +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
  }
  return found;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];
