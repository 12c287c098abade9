import { z } from 'zod';

export const locales = ['ko', 'en'] as const;
export const localeSchema = z.enum(locales);
export type Locale = z.infer<typeof localeSchema>;
export const defaultLocale: Locale = 'ko';
