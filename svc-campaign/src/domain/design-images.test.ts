import { defaultMailDesign } from '@cadeau/contracts';
import { designImages, withPlatformImageUrls } from './design-images';

describe('designImages', () => {
  it('lists the uploads of the header and image blocks with their paths, ids in lower case', () => {
    const a = '3F2A9C1B-0D4E-4F6A-8B7C-1D2E3F4A5B6C';
    const b = '4f2a9c1b-0d4e-4f6a-8b7c-1d2e3f4a5b6c';
    const design = {
      ...defaultMailDesign(),
      blocks: [
        {
          type: 'headerImage' as const,
          imageUrl: `https://cadeau.ch/api/file/${a}/detail.jpeg`,
          alt: { de: '', en: '' },
        },
        { type: 'giftCode' as const },
        { type: 'image' as const, imageUrl: `http://127.0.0.1:8080/api/file/${b}/list.jpeg`, alt: { de: '', en: '' } },
      ],
    };
    expect(designImages(design)).toEqual([
      { fileId: a.toLowerCase(), path: ['design', 'blocks', 0, 'imageUrl'] },
      { fileId: b, path: ['design', 'blocks', 2, 'imageUrl'] },
    ]);
    expect(designImages(defaultMailDesign())).toEqual([]);
  });
});

describe('withPlatformImageUrls', () => {
  it("moves every upload to the platform's origin, path kept (ids in lower case), and leaves other blocks alone", () => {
    const id = '3F2A9C1B-0D4E-4F6A-8B7C-1D2E3F4A5B6C';
    const design = {
      ...defaultMailDesign(),
      blocks: [
        {
          type: 'headerImage' as const,
          imageUrl: `https://tracker.example/api/file/${id}/list.jpeg`,
          alt: { de: 'Kopf', en: 'Header' },
        },
        { type: 'giftCode' as const },
        {
          type: 'image' as const,
          imageUrl: `http://127.0.0.1:8080/api/file/${id}/detail.jpeg`,
          alt: { de: '', en: '' },
          link: '{{redeemLink}}',
        },
      ],
    };
    const moved = withPlatformImageUrls(design, 'https://cadeau.ch/');
    expect(moved.blocks).toEqual([
      {
        type: 'headerImage',
        imageUrl: 'https://cadeau.ch/api/file/3f2a9c1b-0d4e-4f6a-8b7c-1d2e3f4a5b6c/list.jpeg',
        alt: { de: 'Kopf', en: 'Header' },
      },
      { type: 'giftCode' },
      {
        type: 'image',
        imageUrl: 'https://cadeau.ch/api/file/3f2a9c1b-0d4e-4f6a-8b7c-1d2e3f4a5b6c/detail.jpeg',
        alt: { de: '', en: '' },
        link: '{{redeemLink}}',
      },
    ]);
    expect(moved.subject).toBe(design.subject);
  });
});
