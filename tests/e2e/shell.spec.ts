import { expect, test } from '@playwright/test';
import { createConfirmedClient } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { tabTo } from './support/keyboard.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';

const DEMO_HOME_HEADING = { level: 1, name: 'Carebook Demo Clinic' } as const;
// The API endpoint only: a glob ending in graphql** would also catch the script chunk graphql-client-*.js.
const isApi = (url: URL) => url.pathname === '/graphql';

test.describe('app shell', () => {
  test('the unauthorized screen offers to log out and log in again', async ({ page, baseURL }) => {
    await page.goto('/unauthorized');
    await expect(page.getByRole('heading', { level: 1, name: 'Unauthorized Access' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'unauthorized');
    await page.getByRole('button', { name: 'Logout & Login Again' }).click();
    await expect(page).toHaveURL(`${baseURL}/auth/login`);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  test('the root and /home lead to login and the start page, and to the business once one was visited', async ({
    page,
    baseURL,
  }) => {
    // A first visit: no business is known yet.
    await page.goto('/');
    await expect(page).toHaveURL(`${baseURL}/auth/login`);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Carebook' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to reach your clinic' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'home without a business');
    await page.getByRole('link', { name: 'Open Carebook Demo Clinic' }).click();
    await expect(page).toHaveURL(DEMO_BUSINESS_PATH);
    await expect(page.getByRole('heading', DEMO_HOME_HEADING)).toBeVisible();

    // The business is remembered: the root's login returns there, and /home goes straight to it.
    await page.goto('/');
    await expect(page).toHaveURL(`${baseURL}/auth/login?redirectUrl=${encodeURIComponent(DEMO_BUSINESS_PATH)}`);
    await page.goto('/home');
    await expect(page).toHaveURL(DEMO_BUSINESS_PATH);
    await expect(page.getByRole('heading', DEMO_HOME_HEADING)).toBeVisible();
  });

  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto(DEMO_BUSINESS_PATH);
    await expect(page.getByRole('heading', DEMO_HOME_HEADING)).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('a keyboard user logs in, opens the avatar menu and the empty notifications; tabs only on phones', async ({
    page,
    request,
    isMobile,
  }, testInfo) => {
    const person = await createConfirmedClient(request, `header-${testInfo.project.name}`);
    await page.goto(`/auth/login?redirectUrl=${encodeURIComponent(DEMO_BUSINESS_PATH)}`);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

    // Tab, typing and Enter only: from the top of the page through the header to the email field.
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(person.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Password/)).toBeFocused();
    await page.keyboard.type(person.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(DEMO_BUSINESS_PATH);
    await expect(page.getByRole('heading', DEMO_HOME_HEADING)).toBeVisible();

    const avatar = page.getByRole('banner').getByRole('button', { name: `Account menu for ${person.fullName}` });
    await tabTo(page, avatar);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByText(person.email)).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(avatar).toBeFocused();

    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications' });
    await expect(bell).toBeFocused();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText("You're all caught up")).toBeVisible();
    await expect(drawer.getByText('New messages about your bookings will appear here.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'notifications drawer');
    await expect(drawer.getByRole('button', { name: 'Close notifications' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    if (isMobile) {
      await expect(tabs).toBeVisible();
      await expect(tabs.getByRole('link', { name: 'Home' })).toBeVisible();
      await expect(tabs.getByRole('link', { name: 'FAQ' })).toBeVisible();
      await expect(tabs.getByRole('button', { name: 'Profile' })).toBeVisible();
      await tabs.getByRole('link', { name: 'FAQ' }).click();
      await expect(page).toHaveURL(`${DEMO_BUSINESS_PATH}/FAQ`);
    } else {
      await expect(tabs).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' })).toBeVisible();
    }
  });
});

test.describe('error page', () => {
  // The service worker would answer the business query from its cache or out of this page's network routes;
  // these tests are about the page a failed loader shows, so they run without it.
  test.use({ serviceWorkers: 'block' });
  // The server puts a first visit's public data into the business home (server/http/prerender-first-route.ts), so
  // that page asks the API nothing; pages are given here as the service worker's cached shell is, without it, so
  // the app's own requests are the ones that fail.
  test.beforeEach(async ({ page }) => {
    await page.route(
      (url) => url.pathname.startsWith('/business/'),
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const body = (await response.text()).replace(/<script type="application\/json" id="carebook-first-route-data">.*?<\/script>/s, '');
        await route.fulfill({ response, body });
      },
    );
  });

  test('unreachable API on a first visit: error page with Try Again, which recovers', async ({ page }) => {
    await page.route(isApi, (route) => route.abort());
    await page.goto(DEMO_BUSINESS_PATH);
    await expect(page.getByRole('heading', { level: 1, name: "Uh oh, something doesn't seem right" })).toBeVisible();
    await expect(page.getByText('Network error. Please try again.')).toBeVisible();
    // No business is known yet, so the way out is the start page.
    await expect(page.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/home');
    await expectNoSeriousA11yViolations(page, 'error page');

    await page.unroute(isApi);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', DEMO_HOME_HEADING)).toBeVisible();
  });

  test('unreachable API for another business: Go To Home leads to the business visited before', async ({ page }) => {
    await page.goto(DEMO_BUSINESS_PATH);
    await expect(page.getByRole('heading', DEMO_HOME_HEADING)).toBeVisible();

    await page.route(isApi, (route) => route.abort());
    await page.goto('/business/sunrise/main');
    await expect(page.getByRole('heading', { level: 1, name: "Uh oh, something doesn't seem right" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'error page with a known business');
    await page.unroute(isApi);
    await page.getByRole('link', { name: 'Go To Home' }).click();
    await expect(page).toHaveURL(DEMO_BUSINESS_PATH);
    await expect(page.getByRole('heading', DEMO_HOME_HEADING)).toBeVisible();
  });
});
