// Pictures for the catalogue, uploaded by a business admin and served to everyone who sees the catalogue.
import { eq } from 'drizzle-orm';
import { IMAGE_UPLOAD_MAX_BYTES, type ImageUploadType } from '../../../../src/domain/content/catalogue-input.ts';
import type { GraphQLContext } from '../../../context.ts';
import { catalogueImages } from '../../../db/schema/index.ts';
import { isUuid } from '../../db-errors.ts';
import { recordAdminChange } from '../admin-audit.ts';
import { requireBusinessAdmin } from '../require-admin.ts';

export const CATALOGUE_IMAGE_PATH = '/uploads/images';

/** The picture's type from its first bytes (PNG, JPEG, WebP), or null for anything else (SVG, HTML, PDF...). */
export function sniffImageType(bytes: Uint8Array): ImageUploadType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'image/webp';
  return null;
}

export type UploadRefusal = 'IMAGE_TOO_LARGE' | 'IMAGE_TYPE_NOT_ALLOWED' | 'IMAGE_EMPTY';

/** Stores an admin's picture for the business; the refusal's reason when the file is not one we keep. */
export async function storeCatalogueImage(
  ctx: GraphQLContext,
  businessId: string,
  content: Uint8Array,
): Promise<{ ok: true; id: string; url: string; type: ImageUploadType } | { ok: false; reason: UploadRefusal }> {
  const granted = await requireBusinessAdmin(ctx, businessId);
  if (content.byteLength === 0) return { ok: false, reason: 'IMAGE_EMPTY' };
  if (content.byteLength > IMAGE_UPLOAD_MAX_BYTES) return { ok: false, reason: 'IMAGE_TOO_LARGE' };
  const type = sniffImageType(content);
  if (!type) return { ok: false, reason: 'IMAGE_TYPE_NOT_ALLOWED' };
  const id = await ctx.deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(catalogueImages)
      .values({ organizationId: granted.grant.organizationId, businessId, contentType: type, sizeBytes: content.byteLength, content: Buffer.from(content), uploadedBy: granted.viewer.user.id })
      .returning({ id: catalogueImages.id });
    if (!row) throw new Error('image not stored');
    await recordAdminChange(tx, { granted, entityType: 'catalogue_image', entityId: row.id, action: 'CREATE', before: null, after: { businessId, type, sizeBytes: content.byteLength } });
    return row.id;
  });
  return { ok: true, id, url: `${CATALOGUE_IMAGE_PATH}/${id}`, type };
}

export async function readCatalogueImage(db: GraphQLContext['deps']['db'], id: string): Promise<{ contentType: string; content: Buffer } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select({ contentType: catalogueImages.contentType, content: catalogueImages.content }).from(catalogueImages).where(eq(catalogueImages.id, id)).limit(1);
  return row ?? null;
}
