import type { Database } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { faq, type FaqLocale } from './data/faq.ts';
import type { SeedBusiness } from './data/tenants.ts';
import { seedId } from './ids.ts';

/** The organization, business, locations and FAQ items of one business. */
export async function seedTenant(db: Database, business: SeedBusiness): Promise<void> {
  const organizationId = seedId(`organization:${business.organization.key}`);
  const businessId = seedId(`business:${business.code}`);
  await db
    .insert(t.organizations)
    .values({ id: organizationId, name: business.organization.name, billerName: business.organization.billerName })
    .onConflictDoNothing();
  const [firstLocation] = business.locations;
  await db
    .insert(t.businesses)
    .values({
      id: businessId,
      organizationId,
      shortId: business.code,
      name: business.name,
      pictureUrl: business.pictureUrl,
      tagline: business.tagline,
      description: business.description,
      currencyCode: business.currencyCode,
      cancellationChargePercent: business.cancellationPolicy.chargePercent,
      cancellationWindowHours: business.cancellationPolicy.windowHours,
      address: firstLocation?.address ?? null,
      supportEmail: business.supportEmail,
      supportPhone: business.supportPhone,
    })
    .onConflictDoNothing();
  for (const location of business.locations) {
    await db
      .insert(t.locations)
      .values({
        id: seedId(`location:${business.code}:${location.code}`),
        organizationId,
        businessId,
        shortId: location.code,
        name: location.name,
        pictureUrl: business.pictureUrl,
        states: location.states,
        timezone: location.timezone,
        address: location.address,
        latitude: location.latitude,
        longitude: location.longitude,
      })
      .onConflictDoNothing();
  }
  const rows = (Object.entries(faq) as [FaqLocale, (typeof faq)[FaqLocale]][]).flatMap(([locale, entries]) =>
    entries.map((entry, index) => ({
      id: seedId(`faq:${business.code}:${locale}:${index}`),
      organizationId,
      businessId,
      locale,
      question: entry.question.replaceAll('{business}', business.name),
      answer: entry.answer.replaceAll('{business}', business.name),
      sortOrder: index,
    })),
  );
  await db.insert(t.faqItems).values(rows).onConflictDoNothing();
}
