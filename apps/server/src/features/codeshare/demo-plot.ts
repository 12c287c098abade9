import { crc32, deflateSync } from 'node:zlib';

/**
 * A small bar chart as a PNG, drawn pixel by pixel, so the demo notebooks carry a real plot without a
 * plotting library. Values are scaled to the tallest bar.
 */
export function barChartPng(values: number[], options: { width?: number; height?: number; color?: [number, number, number] } = {}): Buffer {
  const width = options.width ?? 360;
  const height = options.height ?? 200;
  const [r, g, b] = options.color ?? [79, 70, 229];
  const pixels = Buffer.alloc(width * height * 3, 255);
  const paint = (x: number, y: number, rgb: [number, number, number]) => {
    const at = (y * width + x) * 3;
    pixels[at] = rgb[0];
    pixels[at + 1] = rgb[1];
    pixels[at + 2] = rgb[2];
  };
  const left = 24;
  const bottom = height - 20;
  const top = 12;
  // Axes and light grid lines.
  for (let x = left; x < width - 8; x++) paint(x, bottom, [60, 60, 60]);
  for (let y = top; y <= bottom; y++) paint(left, y, [60, 60, 60]);
  for (let line = 1; line <= 4; line++) {
    const y = Math.round(bottom - ((bottom - top) * line) / 4);
    for (let x = left + 1; x < width - 8; x += 2) paint(x, y, [215, 215, 215]);
  }
  const max = Math.max(...values, 1e-9);
  const slot = (width - 8 - left - 4) / values.length;
  values.forEach((value, index) => {
    const x0 = Math.round(left + 4 + index * slot + slot * 0.12);
    const x1 = Math.round(left + 4 + (index + 1) * slot - slot * 0.12);
    const y0 = Math.round(bottom - ((bottom - top) * Math.max(value, 0)) / max);
    for (let x = x0; x < x1; x++) for (let y = y0; y < bottom; y++) paint(x, y, [r, g, b]);
  });
  // PNG: signature, IHDR (8-bit RGB), one IDAT of filter-0 rows, IEND.
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) pixels.copy(rows, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
