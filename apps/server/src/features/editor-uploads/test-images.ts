import sharp from 'sharp';

/** A small picture with EXIF: orientation 6 (shown turned a quarter right) and a GPS position, as phones write. */
export function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'MadangPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 59/1' } })
    .toBuffer();
}

export function plainPng(width = 8, height = 8): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A tiny PNG whose header claims `width` × `height` pixels: a decompression bomb as a decoder first sees it. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await plainPng(1, 1));
  // The IHDR chunk's data starts at byte 16 (8 signature, 4 length, 4 type); its CRC covers type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A minimal MP4's opening `ftyp` box followed by filler: enough for the sniffer and a range request. */
export function fakeMp4(size: number): Buffer {
  const box = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.from([0, 0, 0, 0]), Buffer.from('mp42isom')]);
  const filler = Buffer.alloc(size - box.length);
  for (let i = 0; i < filler.length; i++) filler[i] = i % 251;
  return Buffer.concat([box, filler]);
}
