import type { CsvLimits } from './csv-record.ts';

/** Generous bounds for a ground truth uploaded by a host. */
export const truthCsvLimits: CsvLimits = { maxFields: 10_000, maxLineBytes: 1 << 20 };

/** The longest submission line accepted; ranking rows of many ids fit easily. */
export const submissionMaxLineBytes = 1 << 20;
