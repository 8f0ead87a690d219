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

/** A live fake camera and microphone, allowed without a prompt (the video call, the console, push's call prompt). */
export const FAKE_MEDIA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/**
 * The browser of every test (playwright.config.ts): Chromium as above with the fake camera and microphone. Launch
 * options are worker-scoped in Playwright, so a spec that set its own through `test.use` ran in workers of its own:
 * with the files interleaved by two workers, each switch between such a spec and the others stopped a worker and
 * started a new Node process and browser. One browser for all lets every worker run every test. A test that needs
 * the permission refused launches its own browser from `chromiumLaunchOptions` (video-call, push).
 */
export const testBrowserLaunchOptions = { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, ...FAKE_MEDIA_ARGS] };
