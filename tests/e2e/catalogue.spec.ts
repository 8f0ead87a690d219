import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DEMO_BUSINESS_PATH } from './support/people.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';

const SERVICES_PATH = `${DEMO_BUSINESS_PATH}/services`;

const serviceCard = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

const categoryLinks = (page: Page) => page.getByRole('navigation', { name: 'Categories' }).getByRole('link');

async function openService(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('catalogue, logged out', () => {
  test('the business home leads to the services, listed by category with their starting prices', async ({ page, isMobile }) => {
    await page.goto(DEMO_BUSINESS_PATH);
    await page.getByRole('link', { name: 'Browse services' }).click();
    await expect(page).toHaveURL(new RegExp(`${SERVICES_PATH}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await expect(page.getByText('What Carebook Demo Clinic offers at New York — Midtown')).toBeVisible();

    await expect(categoryLinks(page)).toHaveText(['All services', 'Weight Loss', 'Hair Care', 'Skin Care', 'Lab Tests']);
    await expect(categoryLinks(page).first()).toHaveAttribute('aria-current', 'page');
    for (const name of ['Weight Loss', 'Hair Care', 'Skin Care', 'Lab Tests']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(serviceCard(page, 'Semaglutide Program')).toContainText('Weekly GLP-1 treatment with monthly check-ins');
    await expect(serviceCard(page, 'Semaglutide Program')).toContainText('From $299');
    await expect(serviceCard(page, 'Hemoglobin A1c')).toContainText('From $29');
    await expect(serviceCard(page, 'Semaglutide Program').getByRole('img', { name: 'Semaglutide Program' })).toBeVisible();

    // The Categories item of the navigation (header on desktop, tab bar on phones) is the services list.
    const nav = page.getByRole('navigation', { name: isMobile ? 'Tabs' : 'Main' });
    await expect(nav.getByRole('link', { name: 'Categories' })).toHaveAttribute('data-status', 'active');
    await expectNoSeriousA11yViolations(page, 'services list');
  });

  test('a category chosen in the listing shows that category alone, and its address preselects it', async ({ page }) => {
    await page.goto(SERVICES_PATH);
    await categoryLinks(page).filter({ hasText: 'Lab Tests' }).click();
    await expect(page).toHaveURL(/[?&]category=[\w-]+/);
    await expect(page.getByRole('heading', { level: 2, name: 'Lab Tests' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Weight Loss' })).toHaveCount(0);
    await expect(categoryLinks(page).filter({ hasText: 'Lab Tests' })).toHaveAttribute('aria-current', 'page');
    await expect(categoryLinks(page).filter({ hasText: 'All services' })).not.toHaveAttribute('aria-current');

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Lab Tests' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Skin Care' })).toHaveCount(0);

    // An unknown or malformed category shows everything rather than an empty page.
    await page.goto(`${SERVICES_PATH}?category=%3Cscript%3E`);
    await expect(page.getByRole('heading', { level: 2, name: 'Skin Care' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Lab Tests' })).toBeVisible();
  });

  test('a service shows its picture, price at the location and content blocks', async ({ page }) => {
    await page.goto(SERVICES_PATH);
    await openService(page, 'Semaglutide Program');
    await expect(page).toHaveURL(new RegExp(`${SERVICES_PATH}/[0-9a-f-]{36}$`));
    await expect(page.getByRole('img', { name: 'Semaglutide Program' })).toBeVisible();
    await expect(page.getByText('Weekly GLP-1 treatment with monthly check-ins')).toBeVisible();
    await expect(page.getByText('$299', { exact: true })).toBeVisible();
    await expect(page.getByText('Price at New York — Midtown')).toBeVisible();

    // The seed's blocks: text, list, divider and an FAQ item.
    await expect(page.getByRole('heading', { level: 2, name: 'About' })).toBeVisible();
    await expect(page.getByText(/semaglutide injections, dose adjustments/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What you get' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Medication shipped monthly' })).toBeVisible();
    await expect(page.getByRole('separator')).not.toHaveCount(0);
    const question = page.getByRole('button', { name: 'Do I need insurance?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/Prices are shown up front/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'service detail');

    await page.getByRole('link', { name: 'All Weight Loss services' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Weight Loss' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Lab Tests' })).toHaveCount(0);
  });

  test('another location shows its own catalogue and prices', async ({ page }) => {
    // Each location's products are asked for that location: by the page (ProductsByLocation), or by the server
    // for a first visit, whose page then carries them (server/http/prerender-first-route.ts).
    const locationIds: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/graphql' && url.searchParams.get('operationName') === 'ProductsByLocation') {
        locationIds.push(String((JSON.parse(url.searchParams.get('variables') ?? '{}') as { locationId?: string }).locationId));
      }
    });
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'document') return;
      const block = /<script type="application\/json" id="carebook-first-route-data">(.*?)<\/script>/.exec(await response.text().catch(() => ''));
      const data = block?.[1] ? (JSON.parse(block[1]) as { decode: { location: { id: string } }; products?: unknown[] }) : null;
      if (data?.products) locationIds.push(data.decode.location.id);
    });
    await page.goto(SERVICES_PATH);
    await expect(serviceCard(page, 'Semaglutide Program')).toBeVisible();
    await page.goto('/business/demo/downtown/services');
    await expect(page.getByText('What Carebook Demo Clinic offers at New York — Downtown')).toBeVisible();
    await expect(serviceCard(page, 'Semaglutide Program')).toContainText('From $299');
    expect(new Set(locationIds).size).toBe(2);
    await openService(page, 'Lipid Panel');
    await expect(page.getByText('Price at New York — Downtown')).toBeVisible();

    // Sunrise sells a smaller catalogue: no hair or skin care there.
    await page.goto('/business/sunrise/main/services');
    await expect(categoryLinks(page)).toHaveText(['All services', 'Weight Loss', 'Lab Tests']);
    // Its last section drawn first (a fresh visit draws the sections after the first one a task later), so the
    // absence below is of a section that is not there, not of one still to come.
    await expect(page.getByRole('heading', { level: 2, name: 'Lab Tests' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Hair Care' })).toHaveCount(0);
  });

  test('a location that offers nothing yet says so and points to the FAQ', async ({ page }) => {
    await page.goto('/business/sunrise/sandiego/services');
    await expect(page.getByRole('heading', { level: 2, name: 'No services are offered at this location yet' })).toBeVisible();
    await expect(categoryLinks(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'services, no categories');
    await page.getByRole('link', { name: 'Read the FAQ' }).click();
    await expect(page).toHaveURL(/\/business\/sunrise\/sandiego\/FAQ$/);
  });

  test("a service not offered at the location says so and leads back to the location's services", async ({ page }) => {
    // The demo clinic's product is not sold by Sunrise, and an id nobody has is not sold anywhere.
    await page.goto(SERVICES_PATH);
    await page.getByRole('link', { name: 'Finasteride 1 mg', exact: true }).click();
    const demoProductId = new URL(page.url()).pathname.split('/').at(-1);
    for (const path of [`/business/sunrise/main/services/${demoProductId}`, `${SERVICES_PATH}/00000000-0000-4000-8000-000000000000`, `${SERVICES_PATH}/not-an-id`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: "This service isn't offered at this location" }), path).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page, 'service not offered');
    await page.getByRole('link', { name: 'See the services at New York — Midtown' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  });

  test('the catalogue opens offline after one visit', async ({ page, context }) => {
    await page.goto(SERVICES_PATH);
    await waitForServiceWorkerControl(page);
    // Online loads through the worker keep the public catalogue queries for later.
    await page.reload();
    await expect(serviceCard(page, 'Lipid Panel')).toBeVisible();
    await openService(page, 'Lipid Panel');
    const detailUrl = page.url();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Lipid Panel' })).toBeVisible();

    await context.setOffline(true);
    await page.goto(SERVICES_PATH);
    await expect(serviceCard(page, 'Lipid Panel')).toContainText('From $39');
    await expect(page.getByRole('heading', { level: 2, name: 'Hair Care' })).toBeVisible();
    await page.goto(detailUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Lipid Panel' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What you get' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Lipid Panel' })).toBeVisible();
  });
});

test.describe('content blocks', () => {
  // page.route does not see requests a service worker makes; this test changes the server's answer, so no worker.
  test.use({ serviceWorkers: 'block' });

  test('every content block kind renders, unsafe and unknown ones are left out', async ({ page }) => {
    const extraBlocks = [
      { type: 'images', title: 'Our clinic', images: [{ url: '/images/catalogue/weightloss.svg', caption: 'The Midtown waiting room' }] },
      { type: 'cards', title: 'How it works', cards: [{ title: 'Answer a few questions', body: 'Five minutes.' }, { title: 'Meet your provider' }] },
      { type: 'button', label: 'Read the clinic FAQ', href: `${DEMO_BUSINESS_PATH}/FAQ` },
      { type: 'button', label: 'Prescribing information', href: 'https://example.org/pi' },
      { type: 'button', label: 'Sneaky', href: 'javascript:alert(1)' },
      { type: 'imageGrid', title: 'Gallery', images: ['/images/catalogue/weightloss.svg', '/images/catalogue/haircare.svg', '/images/catalogue/skin.svg', '/images/catalogue/labs.svg', '/images/catalogue/labs.svg'] },
      { type: 'video', title: 'What to expect', url: 'https://videos.example.com/watch?v=1' },
      { type: 'testimonials', title: 'What clients say', items: [{ quote: 'Kind, quick and clear.', author: 'Maria G.', detail: 'Client since 2023' }] },
      { type: 'iframe', url: 'https://videos.example.com/embed/1' },
    ];
    // The seed has text, list, divider and FAQ blocks only; the others are added to the product's answer here.
    await page.route(/\/graphql\?.*operationName=Product\b/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data?: { product?: { details: unknown[] } } };
      if (body.data?.product) body.data.product.details = [...body.data.product.details, ...extraBlocks];
      await route.fulfill({ response, json: body });
    });
    await page.goto(SERVICES_PATH);
    await openService(page, 'Tirzepatide Program');

    await expect(page.getByRole('heading', { level: 2, name: 'Our clinic' })).toBeVisible();
    await expect(page.getByText('The Midtown waiting room')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Answer a few questions' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the clinic FAQ' })).toHaveAttribute('href', `${DEMO_BUSINESS_PATH}/FAQ`);
    const external = page.getByRole('link', { name: /Prescribing information/ });
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Sneaky' })).toHaveCount(0);
    const gallery = page.locator('div').filter({ has: page.getByRole('heading', { level: 2, name: 'Gallery' }) }).last();
    await expect(gallery.getByRole('img')).toHaveCount(4);
    const video = page.getByRole('link', { name: /Watch the video/ });
    await expect(video).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByText('Kind, quick and clear.')).toBeVisible();
    await expect(page.getByText('Maria G.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'service detail with every block kind');

    await page.getByRole('link', { name: 'Read the clinic FAQ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /frequently asked questions/i })).toBeVisible();
  });
});
