export interface Size {
  width: number;
  height: number;
}

export interface Offset {
  x: number;
  y: number;
}

/** The scale at which the image just covers the frame; zoom multiplies it. */
export function coverScale(image: Size, frame: Size): number {
  return Math.max(frame.width / image.width, frame.height / image.height);
}

/** Keeps the image's top-left corner where the image still covers the whole frame. */
export function clampOffset(offset: Offset, image: Size, frame: Size, scale: number): Offset {
  const clamp = (value: number, min: number) => Math.min(0, Math.max(min, value));
  return { x: clamp(offset.x, frame.width - image.width * scale), y: clamp(offset.y, frame.height - image.height * scale) };
}

/** The offset that centres the image in the frame at a scale. */
export function centredOffset(image: Size, frame: Size, scale: number): Offset {
  return { x: (frame.width - image.width * scale) / 2, y: (frame.height - image.height * scale) / 2 };
}

/** The part of the image (in its own pixels) that the frame shows. */
export function sourceRect(image: Size, frame: Size, scale: number, offset: Offset) {
  const { x, y } = clampOffset(offset, image, frame, scale);
  return {
    x: Math.max(0, -x / scale),
    y: Math.max(0, -y / scale),
    width: Math.min(image.width, frame.width / scale),
    height: Math.min(image.height, frame.height / scale),
  };
}

/** The size of the saved JPEG: at most `max` wide, never larger than the part of the image cut out, in the frame's aspect. */
export function outputSize(rect: Size, aspect: number, max: number): Size {
  const width = Math.max(1, Math.round(Math.min(max, rect.width)));
  return { width, height: Math.max(1, Math.round(width / aspect)) };
}
