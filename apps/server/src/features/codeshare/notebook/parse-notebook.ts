import { z } from 'zod';
import { NOTEBOOK_MAX_BYTES } from '@madang/contracts/codeshare';
import { badRequest } from '../../../http/app-error.ts';

/** Jupyter keeps multi-line text either as one string or as a list of lines. */
const multiline = z.union([z.string(), z.array(z.string())]).transform((value) => (Array.isArray(value) ? value.join('') : value));
const mimeBundle = z.record(z.string(), z.unknown());

const outputSchema = z.discriminatedUnion('output_type', [
  z.object({ output_type: z.literal('stream'), name: z.string().default('stdout'), text: multiline }),
  z.object({ output_type: z.literal('display_data'), data: mimeBundle.default({}) }),
  z.object({ output_type: z.literal('execute_result'), data: mimeBundle.default({}), execution_count: z.number().int().nullable().optional() }),
  z.object({ output_type: z.literal('error'), ename: z.string().default(''), evalue: z.string().default(''), traceback: z.array(z.string()).default([]) }),
]);
export type NotebookOutput = z.infer<typeof outputSchema>;

const cellSchema = z.discriminatedUnion('cell_type', [
  z.object({ cell_type: z.literal('markdown'), source: multiline.default('') }),
  z.object({ cell_type: z.literal('raw'), source: multiline.default('') }),
  z.object({
    cell_type: z.literal('code'),
    source: multiline.default(''),
    execution_count: z.number().int().nullable().optional(),
    outputs: z.array(outputSchema).default([]),
  }),
]);
export type NotebookCell = z.infer<typeof cellSchema>;

/** The part of nbformat 4 a reader sees: cells, their outputs, and the kernel's language. */
const notebookSchema = z.object({
  nbformat: z.literal(4),
  nbformat_minor: z.number().int().min(0).optional(),
  metadata: z
    .object({
      language_info: z
        .object({ name: z.string().max(40).optional() })
        .passthrough()
        .optional(),
      kernelspec: z
        .object({ language: z.string().max(40).optional() })
        .passthrough()
        .optional(),
    })
    .passthrough()
    .default({}),
  cells: z.array(cellSchema).max(5000),
});

export interface Notebook {
  language: string | null;
  cells: NotebookCell[];
}

/**
 * Reads an uploaded file as a Jupyter notebook, judged by its content, not its name: valid UTF-8 JSON in
 * nbformat 4. Each refusal names what is wrong.
 */
export function parseNotebook(bytes: Buffer): Notebook {
  if (bytes.length === 0) throw badRequest('code_notebook_empty');
  if (bytes.length > NOTEBOOK_MAX_BYTES) throw badRequest('code_notebook_too_large', { params: { max: NOTEBOOK_MAX_BYTES / 1024 / 1024 } });
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw badRequest('code_notebook_not_json');
  }
  if (typeof json !== 'object' || json === null || !('nbformat' in json)) throw badRequest('code_notebook_not_notebook');
  if ((json as { nbformat: unknown }).nbformat !== 4) throw badRequest('code_notebook_version', { params: { version: String((json as { nbformat: unknown }).nbformat) } });
  const parsed = notebookSchema.safeParse(json);
  if (!parsed.success) throw badRequest('code_notebook_invalid');
  const { metadata, cells } = parsed.data;
  return { language: metadata.language_info?.name ?? metadata.kernelspec?.language ?? null, cells };
}
