import { z } from 'zod';
import { idSchema, textSchema } from './bounds.ts';
import { localeSchema } from './locale.ts';

/** `GET /v2/edu/projects/:projectId/files/:name`: a project's data file, by the name the runner mounts it under. */
export const eduDataFileParamsSchema = z.object({
  projectId: idSchema,
  name: textSchema(100).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/),
});

/** `GET /v2/edu/projects/:projectId/notebook.ipynb?lang=ko|en`: the project as a notebook in one language. */
export const eduNotebookQuerySchema = z.object({ lang: localeSchema.default('ko') });
