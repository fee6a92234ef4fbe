import QRCode from 'qrcode';
import { crc32, deflateSync } from 'node:zlib';

/** Pixels per module and the quiet zone in modules (the standard asks for four). */
const SCALE = 10;
const QUIET_ZONE = 4;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * The QR code of an order number as a PNG (the confirmation page and mail): only the number, never the gift code
 * or anything personal. qrcode 1.5 makes the matrix (error correction M survives a crease in a printed mail);
 * the PNG is written here with Node's zlib, 8-bit greyscale, black on white with the quiet zone, so it scans in
 * dark mode too. qrcode's own PNG writer (pngjs, pure JavaScript) took 150 ms an image on the loaded machine
 * and seconds inside jest's VM; this takes about a millisecond.
 */
export async function orderQrPng(orderNumber: string): Promise<Buffer> {
  const { modules } = QRCode.create(orderNumber, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * QUIET_ZONE) * SCALE;
  // One filter byte (0: none) before each row of pixels.
  const raw = Buffer.alloc((side + 1) * side, 0xff);
  for (let y = 0; y < side; y++) {
    raw[y * (side + 1)] = 0;
    const row = Math.floor(y / SCALE) - QUIET_ZONE;
    if (row < 0 || row >= modules.size) continue;
    for (let x = 0; x < side; x++) {
      const col = Math.floor(x / SCALE) - QUIET_ZONE;
      if (col >= 0 && col < modules.size && modules.get(row, col)) raw[y * (side + 1) + 1 + x] = 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // colour type: greyscale
  // compression, filter and interlace methods: 0 (the only ones PNG defines, no interlace)
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
