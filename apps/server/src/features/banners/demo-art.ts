/** Two colours and a pattern seed: every demo banner gets its own abstract picture. */
export interface DemoArt {
  from: string;
  to: string;
  seed: number;
}

/**
 * Draws a demo banner's picture: a gradient with soft circles and a few bars like a chart, no text (the
 * banner's title is page text, in the visitor's language). Drawn at seed time, so no image is shipped.
 */
export async function drawDemoArt(art: DemoArt, size: { width: number; height: number }): Promise<Buffer> {
  const { width, height } = size;
  const circles = [0, 1, 2]
    .map((i) => {
      const x = ((art.seed * 37 + i * 211) % 100) / 100;
      const r = (0.18 + ((art.seed + i) % 4) * 0.06) * height;
      return `<circle cx="${Math.round(width * (0.55 + x * 0.4))}" cy="${Math.round(height * (0.2 + i * 0.3))}" r="${Math.round(r)}" fill="#fff" fill-opacity="${0.08 + i * 0.05}"/>`;
    })
    .join('');
  const bars = [0, 1, 2, 3, 4]
    .map((i) => {
      const h = height * (0.15 + (((art.seed + i * 3) % 7) / 7) * 0.45);
      const x = width * 0.62 + i * width * 0.06;
      return `<rect x="${Math.round(x)}" y="${Math.round(height * 0.85 - h)}" width="${Math.round(width * 0.035)}" height="${Math.round(h)}" rx="6" fill="#fff" fill-opacity="0.35"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}${bars}</svg>`;
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
