import type { MailDesign } from '@cadeau/contracts';

/** An uploaded image a design shows, with where it stands (the path of its URL in a save's body). */
export interface DesignImage {
  fileId: string;
  path: (string | number)[];
}

const FILE_ID = /\/api\/file\/([0-9a-f-]{36})\//i;

/**
 * The uploads a design's header and image blocks show, in block order. The contract holds each URL to the
 * platform's upload path (`isUploadImageUrl`), so the file id is the path segment after `/api/file/`.
 */
export function designImages(design: MailDesign): DesignImage[] {
  const images: DesignImage[] = [];
  design.blocks.forEach((block, i) => {
    if (block.type !== 'headerImage' && block.type !== 'image') return;
    const match = FILE_ID.exec(new URL(block.imageUrl).pathname);
    if (match) images.push({ fileId: match[1].toLowerCase(), path: ['design', 'blocks', i, 'imageUrl'] });
  });
  return images;
}
