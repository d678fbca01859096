import { INCOME_PROOF_MIN_SIDE_PX, INSPECTION_VIEW_LABELS, INSPECTION_VIEWS, isOneOf } from '@kavach/domain';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from '../../lib/image-size.ts';

/**
 * Why the inspection form's photos do not pass, in words for the buyer, or null: one for each view, each a JPEG or
 * PNG (by its bytes) at least as large as a readable document photo. A file over the size limit is refused, not cut.
 */
export async function inspectionPhotosProblem(req: FastifyRequest): Promise<string | null> {
  const photos = new Map<string, Buffer>();
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (isOneOf(INSPECTION_VIEWS, part.fieldname) && bytes.length > 0) photos.set(part.fieldname, bytes);
    }
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 413) return 'Send one photo for each view, each 10 MB or less.';
    if ((err as { statusCode?: number }).statusCode === 406) return 'Send the photos with the form on this page.';
    throw err;
  }
  for (const view of INSPECTION_VIEWS) {
    const bytes = photos.get(view);
    const label = INSPECTION_VIEW_LABELS[view];
    if (!bytes) return `Add a photo for: ${label}.`;
    const mime = (await fileTypeFromBuffer(bytes))?.mime ?? '';
    const size = imageSize(bytes, mime);
    if (!size || Math.min(size.width, size.height) < INCOME_PROOF_MIN_SIDE_PX)
      return `${label}: this is not a photo the insurer can inspect. Send a JPEG or PNG at least ${INCOME_PROOF_MIN_SIDE_PX} pixels on each side.`;
  }
  return null;
}
