// Catalogue pictures (issue 16):
//   POST /uploads/images?businessId=...   a business admin uploads a picture (the file as the body; PNG, JPEG or
//                                          WebP by its first bytes, at most 2 MB); answers { id, url, type }
//   GET  /uploads/images/{id}             the picture, to anyone (the catalogue that shows it is public)
// The upload is checked like any admin operation (bearer token, role headers, BUSINESS_ADMIN on that business).
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { GraphQLError } from 'graphql';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../src/domain/content/catalogue-input.ts';
import { buildContext } from '../context.ts';
import type { AppDeps } from '../deps.ts';
import { CATALOGUE_IMAGE_PATH, readCatalogueImage, storeCatalogueImage } from '../services/admin/catalogue/catalogue-images.ts';
import { rateLimitsForAddressFactor } from '../services/rate-limit.ts';

const STATUS_OF: Record<string, 400 | 401 | 403 | 404> = { UNAUTHENTICATED: 401, SESSION_SUPERSEDED: 401, FORBIDDEN: 403, NOT_FOUND: 404 };

export function mountUploads(app: Hono, deps: AppDeps): void {
  const limits = rateLimitsForAddressFactor(deps.config.addressRateLimitFactor);

  app.use(
    `${CATALOGUE_IMAGE_PATH}`,
    bodyLimit({ maxSize: IMAGE_UPLOAD_MAX_BYTES, onError: (c) => c.json({ error: { code: 'BAD_USER_INPUT', reason: 'IMAGE_TOO_LARGE' } }, 413) }),
  );
  app.post(CATALOGUE_IMAGE_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    const ctx = buildContext(deps, limits, c.req.raw, {});
    try {
      const content = new Uint8Array(await c.req.arrayBuffer());
      const stored = await storeCatalogueImage(ctx, c.req.query('businessId') ?? '', content);
      if (!stored.ok) return c.json({ error: { code: 'BAD_USER_INPUT', reason: stored.reason } }, stored.reason === 'IMAGE_TOO_LARGE' ? 413 : 415);
      return c.json({ id: stored.id, url: stored.url, type: stored.type }, 201);
    } catch (error) {
      if (error instanceof GraphQLError) {
        const code = String(error.extensions.code ?? 'BAD_USER_INPUT');
        return c.json({ error: { code } }, STATUS_OF[code] ?? 400);
      }
      throw error;
    }
  });

  app.get(`${CATALOGUE_IMAGE_PATH}/:id`, async (c) => {
    const image = await readCatalogueImage(deps.db, c.req.param('id'));
    if (!image) return c.text('Not Found', 404);
    // A picture never changes under its id; it is shown as an image only, never run as a page or sniffed as another type.
    c.header('Content-Type', image.contentType);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'; sandbox");
    c.header('Content-Disposition', 'inline');
    c.header('Cross-Origin-Resource-Policy', 'same-origin');
    return c.body(new Uint8Array(image.content));
  });
}
