// POST /uploads/images: a picture for the catalogue, sent as the request body under the admin's grant. The server
// keeps PNG, JPEG and WebP up to 2 MB (checked here first, so a person hears at once).
import { buildHeaders } from '../../../../app/graphql-transport.ts';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES } from '../../../../domain/content/catalogue-input.ts';

export type UploadedImage = { url: string; type: string };
export type UploadFailure = 'tooLarge' | 'wrongType' | 'failed';

export class ImageUploadError extends Error {
  constructor(readonly reason: UploadFailure) {
    super(reason);
  }
}

export async function uploadCatalogueImage(businessId: string, file: File): Promise<UploadedImage> {
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) throw new ImageUploadError('tooLarge');
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) throw new ImageUploadError('wrongType');
  const response = await fetch(`/uploads/images?businessId=${encodeURIComponent(businessId)}`, {
    method: 'POST',
    headers: { ...buildHeaders('session'), 'content-type': file.type },
    body: file,
  });
  if (response.status === 413) throw new ImageUploadError('tooLarge');
  if (response.status === 415) throw new ImageUploadError('wrongType');
  if (!response.ok) throw new ImageUploadError('failed');
  const body = (await response.json()) as { url: string; type: string };
  return { url: body.url, type: body.type };
}
