import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@madang/contracts';
import type { FileRules } from '../../../ui/file-rules.ts';

/**
 * What a logo or cover may be, checked when it is picked: the browser's type and the size. The server still
 * decides by the file's bytes; this only spares the host a useless upload.
 */
export const IMAGE_RULES: FileRules = { accept: IMAGE_TYPES.map((type) => `image/${type}`), maxBytes: IMAGE_MAX_BYTES };
