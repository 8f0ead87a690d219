/**
 * Telehealth (issue 6): whether the call's code stays out of the first load, and the time from the client's
 * Join to the provider's video playing, on loopback with Chromium's fake camera and microphone. The provider
 * waits in the room (joined from the console), the client presses 'Join the call' on the pre-call check, and the
 * clock stops when the remote video's first frames have played.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium.ts';
import { startCarebook } from './carebook-server.ts';

const CLIENT_EMAIL = 'client@demo.test';
const PROVIDER_EMAIL = 'hcp@demo.test';
const PASSWORD = 'Demo!2345';
const RUNS = 3;
const FAKE_MEDIA = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];
/** Chunks that belong to the call: its overlay, engine, transports and video views. */
const CALL_CHUNK = /\/assets\/(CallOverlay|call-|p2p-|twilio|VideoView|video-)[^/]*\.js$/;

export type VideoCallFigures = {
  joinToRemoteVideoMs: number[];
  firstLoadCallChunks: string[];
  callChunks: { name: string; gzipKb: number }[];
};

type DemoSession = { sessionId: string; orderId: string; orderItemId: string };

async function demoSession(baseUrl: string): Promise<DemoSession> {
  const response = await fetch(new URL('/dev/video-session', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientEmail: CLIENT_EMAIL, providerEmail: PROVIDER_EMAIL }),
  });
  if (!response.ok) throw new Error(`POST /dev/video-session answered ${response.status}`);
  return (await response.json()) as DemoSession;
}

async function logIn(page: Page, baseUrl: string, email: string, redirect: string): Promise<void> {
  await page.goto(`${baseUrl}/auth/login?redirectUrl=${encodeURIComponent(redirect)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === redirect, { timeout: 30_000 });
}

/** Script addresses a first visitor of the business home downloads, with no service worker and an empty cache. */
async function firstLoadScripts(browser: Browser, baseUrl: string): Promise<string[]> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${baseUrl}/business/demo/main`, { waitUntil: 'networkidle' });
    return scripts;
  } finally {
    await context.close();
  }
}

/** One call: the provider waits in the room, the client joins; milliseconds from the client's Join to remote frames. */
async function timeOneCall(browser: Browser, baseUrl: string, callChunks: Map<string, number>): Promise<number> {
  const session = await demoSession(baseUrl);
  const provider = await browser.newContext({ serviceWorkers: 'block' });
  const client = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const providerPage = await provider.newPage();
    await logIn(providerPage, baseUrl, PROVIDER_EMAIL, `/hcp/sessions/${session.sessionId}`);
    await providerPage.getByRole('region', { name: 'Consultation', exact: true }).getByRole('button', { name: 'Join call' }).click();
    await providerPage.getByRole('dialog', { name: 'Video call' }).waitFor({ timeout: 30_000 });

    const clientPage = await client.newPage();
    clientPage.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (CALL_CHUNK.test(path) && !callChunks.has(path)) {
        callChunks.set(path, 0);
        void response.body().then((body) => callChunks.set(path, gzipSync(body, { level: 9 }).length / 1024), () => undefined);
      }
    });
    const checkPath = `/business/demo/main/bookings/${session.orderId}/${session.orderItemId}/check`;
    await logIn(clientPage, baseUrl, CLIENT_EMAIL, checkPath);
    const join = clientPage.getByRole('button', { name: 'Join the call' });
    await join.waitFor({ timeout: 30_000 });
    const started = performance.now();
    await join.click();
    await clientPage.waitForFunction(
      () => {
        const video = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
        return video !== null && video.currentTime > 0;
      },
      undefined,
      { timeout: 60_000, polling: 10 },
    );
    return performance.now() - started;
  } finally {
    await client.close();
    await provider.close();
  }
}

export async function benchVideoCall(): Promise<VideoCallFigures> {
  const carebook = await startCarebook();
  const browser = await chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, ...FAKE_MEDIA] });
  try {
    const firstLoad = await firstLoadScripts(browser, carebook.url);
    const callChunks = new Map<string, number>();
    const joinToRemoteVideoMs: number[] = [];
    for (let run = 0; run < RUNS; run++) joinToRemoteVideoMs.push(await timeOneCall(browser, carebook.url, callChunks));
    return {
      joinToRemoteVideoMs,
      firstLoadCallChunks: firstLoad.filter((path) => CALL_CHUNK.test(path)),
      callChunks: [...callChunks].map(([path, gzipKb]) => ({ name: path.replace(/^\/assets\//, ''), gzipKb })),
    };
  } finally {
    await browser.close();
    await carebook.close();
  }
}
