import { defaultMailDesign } from '@cadeau/contracts';
import { designImages } from './design-images';

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
