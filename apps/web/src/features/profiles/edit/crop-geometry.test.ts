import { describe, expect, it } from 'vitest';
import { centredOffset, clampOffset, coverScale, outputSize, sourceRect } from './crop-geometry.ts';

const frame = { width: 400, height: 100 }; // a 4:1 cover frame

describe('crop geometry', () => {
  it('covers the frame with the image at zoom 1 and cuts the centre', () => {
    const image = { width: 1000, height: 1000 };
    const scale = coverScale(image, frame);
    expect(scale).toBe(0.4);
    const rect = sourceRect(image, frame, scale, centredOffset(image, frame, scale));
    const rounded = Object.fromEntries(Object.entries(rect).map(([key, value]) => [key, Math.round(value * 1000) / 1000]));
    expect(rounded).toEqual({ x: 0, y: 375, width: 1000, height: 250 });
  });

  it('never lets the image leave a gap in the frame', () => {
    const image = { width: 800, height: 800 };
    const square = { width: 200, height: 200 };
    const scale = coverScale(image, square) * 2;
    expect(clampOffset({ x: 50, y: -1000 }, image, square, scale)).toEqual({ x: 0, y: -200 });
    expect(sourceRect(image, square, scale, { x: -100, y: -100 })).toEqual({ x: 200, y: 200, width: 400, height: 400 });
  });

  it('saves at most the given width in the frame aspect, no larger than what was cut', () => {
    expect(outputSize({ width: 1000, height: 250 }, 4, 1200)).toEqual({ width: 1000, height: 250 });
    expect(outputSize({ width: 3000, height: 3000 }, 1, 400)).toEqual({ width: 400, height: 400 });
  });
});
