import { z } from 'zod';
import { idSchema, textSchema } from './bounds.ts';
import { localeSchema } from './locale.ts';

/** A data file's name as the runner mounts it (`/data/<name>`): nothing that could leave that folder. */
export const eduDataFileNamePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** `GET /v2/edu/projects/:projectId/files/:name`: a project's data file, by its name. */
export const eduDataFileParamsSchema = z.object({ projectId: idSchema, name: textSchema(100).regex(eduDataFileNamePattern) });

/** `GET /v2/edu/projects/:projectId/notebook.ipynb?lang=ko|en`: the project as a notebook in one language. */
export const eduNotebookQuerySchema = z.object({ lang: localeSchema.default('ko') });
