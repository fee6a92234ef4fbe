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

const UPLOAD_PATH = /^\/api\/file\/[0-9a-f-]{36}\/(list|detail)\.jpeg$/i;

/**
 * The design with every image at the platform's own origin (issue 23): the contract admits any http(s) origin with
 * an upload's path, so `https://tracker.example/api/file/<id>/list.jpeg` would be mailed to every recipient and
 * load from the tracker (which could also swap the picture after approval). Only the upload's path is kept, under
 * `platformUrl` (PUBLIC_URL), so recipients' mail clients load the file the platform holds, whoever typed the URL.
 */
export function withPlatformImageUrls(design: MailDesign, platformUrl: string): MailDesign {
  const origin = new URL(platformUrl).origin;
  return {
    ...design,
    blocks: design.blocks.map((block) => {
      if (block.type !== 'headerImage' && block.type !== 'image') return block;
      const { pathname } = new URL(block.imageUrl);
      if (!UPLOAD_PATH.test(pathname)) return block;
      return { ...block, imageUrl: `${origin}${pathname.toLowerCase()}` };
    }),
  };
}
