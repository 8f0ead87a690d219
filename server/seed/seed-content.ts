import type { TranslationLanguage } from '../../src/domain/content/localized-text.ts';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { catalogueOf, products } from './data/catalogue.ts';
import { blockTexts, businessTexts, categoryTexts, locationNames, productTexts } from './data/content-translations.ts';
import type { SeedBusiness } from './data/tenants.ts';
import { seedId } from './ids.ts';

type Row = typeof t.contentTranslations.$inferInsert;

/**
 * The business's content in es, fr and pt (content_translations): its tagline and description, its locations'
 * names, its categories and products, and the texts of each product's content blocks. After the tenant and the
 * catalogue (the rows they translate). Idempotent like the rest of the seed.
 */
export async function seedContentTranslations(db: Database, business: SeedBusiness): Promise<void> {
  const organizationId = seedId(`organization:${business.organization.key}`);
  const rows: Row[] = [];
  const add = (entityType: Row['entityType'], entityId: string, locale: TranslationLanguage, texts: Record<string, string>) => {
    for (const [field, value] of Object.entries(texts)) {
      rows.push({ id: seedId(`translation:${entityType}:${entityId}:${locale}:${field}`), organizationId, entityType, entityId, locale, field, value });
    }
  };
  const languages = ['es', 'fr', 'pt'] as const;
  const offer = catalogueOf[business.code];
  for (const locale of languages) {
    const own = businessTexts[business.code]?.[locale];
    if (own) add('business', seedId(`business:${business.code}`), locale, own);
    for (const location of business.locations) {
      const name = locationNames[business.code]?.[location.code]?.[locale];
      if (name) add('location', seedId(`location:${business.code}:${location.code}`), locale, { name });
    }
    for (const code of offer?.categories ?? []) add('category', seedId(`category:${business.code}:${code}`), locale, categoryTexts[code][locale]);
    for (const product of products.filter((p) => offer?.products.includes(p.key))) {
      const texts = productTexts[product.key]?.[locale];
      if (!texts) continue;
      add('product', seedId(`product:${business.code}:${product.key}`), locale, { name: texts.name, tagline: texts.tagline, description: texts.description });
      const block = (index: number) => seedId(`block:${business.code}:${product.key}:${index}`);
      const shared = blockTexts[locale];
      add('contentBlock', block(0), locale, { title: shared.about, body: texts.description });
      add('contentBlock', block(1), locale, { title: shared.whatYouGet, ...Object.fromEntries(texts.highlights.map((item, i) => [`items.${i}`, item])) });
      add('contentBlock', block(3), locale, { question: shared.faqQuestion, answer: shared.faqAnswer });
    }
  }
  if (rows.length > 0) await db.insert(t.contentTranslations).values(rows).onConflictDoNothing();
}
