import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { createPostgresTemplate, dropPostgresTemplate } from './postgres-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one template database per run; every test file starts from a copy of it
 * (a PGlite dump, or `CREATE DATABASE ... TEMPLATE` when TEST_DATABASE_URL names a PostgreSQL server).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createPostgresTemplate(serverUrl);
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', '');
    return () => dropPostgresTemplate(serverUrl, template);
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  await database.migrate();
  const dump = await database.pglite!.dumpDataDir('gzip');
  await database.close();
  const dir = path.resolve('.data-test');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `template-${process.pid}.tar.gz`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
}
