/**
 * Debian's Chromium, started the way this machine needs: no sandbox (CI runs as root) and no calls home that the
 * closed network would refuse. Shared by playwright.config.ts and the tests that launch their own browser.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
