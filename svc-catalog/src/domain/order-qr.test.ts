import QRCode from 'qrcode';
import sharp from 'sharp';
import { orderQrPng } from './order-qr';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image decoded by an independent PNG reader (sharp/libvips), one greyscale byte per pixel. */
async function decoded(png: Buffer) {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixel: (x: number, y: number) => data[y * info.width + x] };
}

describe('the QR image of an order number', () => {
  it('is a PNG of 290 × 290 pixels (version 1 with its quiet zone, 10 pixels a module) that a reader decodes', async () => {
    const png = await orderQrPng('K7M2Q-9XW4T');
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const image = await decoded(png);
    expect([image.width, image.height]).toEqual([290, 290]);
  });

  it("draws qrcode's modules black on white, the quiet zone white", async () => {
    const { modules } = QRCode.create('K7M2Q-9XW4T', { errorCorrectionLevel: 'M' });
    const image = await decoded(await orderQrPng('K7M2Q-9XW4T'));
    const mismatches: string[] = [];
    for (let row = -4; row < modules.size + 4; row++)
      for (let col = -4; col < modules.size + 4; col++) {
        const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
        const dark = inside && !!modules.get(row, col);
        // The centre pixel of each module.
        const value = image.pixel((col + 4) * 10 + 5, (row + 4) * 10 + 5);
        if (value !== (dark ? 0 : 255)) mismatches.push(`${row},${col}`);
      }
    expect(mismatches).toEqual([]);
  });

  it('differs for another number and is the same for the same one', async () => {
    const a = await orderQrPng('K7M2Q-9XW4T');
    expect((await orderQrPng('K7M2Q-9XW4T')).equals(a)).toBe(true);
    expect((await orderQrPng('K7M2Q-9XW4V')).equals(a)).toBe(false);
  });
});
