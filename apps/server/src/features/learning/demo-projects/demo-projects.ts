import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The demo's learning projects, in the order the hub lists them: each a project folder (docs/learning.md "Content as files"). */
export const demoProjectDirs = ['pandas-basics', 'eda-with-plots', 'first-ml-model'].map((slug) => path.join(here, slug));
