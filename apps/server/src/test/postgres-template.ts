import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';

const withDatabase = (serverUrl: string, database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `madang_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, name) });
  await database.migrate();
  await database.close();
  return name;
}

export async function dropPostgresTemplate(serverUrl: string, name: string) {
  await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}

/** A fresh database copied from the migrated template, and a function that drops it. */
export async function cloneTemplate(serverUrl: string, template: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `madang_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${template}`);
  return { url: withDatabase(serverUrl, name), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}
