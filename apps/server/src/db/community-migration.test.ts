import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The community migration on a database that has lived: the talk board's and the code share's tables are
 * filled through the migrations before it (ids that collide between the boards, replies, hidden and deleted
 * rows, votes, bookmarks, reads, reports on posts and comments), then the migration runs and every row must
 * be in the community tables with its id and contents, and new ids must meet none of the old ones.
 */
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION = '0023_community';

type Row = Record<string, unknown>;
interface Target {
  query(sql: string): Promise<Row[]>;
  /** Runs several statements at once. */
  exec(sql: string): Promise<void>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A copy of the migrations folder that ends just before the community migration, or with it: later migrations add
 * columns of their own, which are not this migration's to check.
 */
function migrationsEndingAt(tag: string, options: { including: boolean }): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'madang-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, options.including ? index + 1 : index);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** An empty database: PGlite in memory, or a new database on the server TEST_DATABASE_URL names. */
async function openEmpty(): Promise<Target> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = await PGlite.create();
    return {
      query: async (sql) => (await client.query<Row>(sql)).rows,
      exec: async (sql) => {
        await client.exec(sql);
      },
      migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `madang_migration_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    query: async (sql) => (await pool.query<Row>(sql)).rows,
    exec: async (sql) => {
      await pool.query(sql);
    },
    migrate: (folder) => migratePg(drizzlePg(pool), { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** The old tables' rows as they stand before the migration, keyed by the table they live in. */
const seed = `
insert into users (id, email, password_hash, name, terms_version) values
  (1, 'a@example.com', 'x', 'Author', 'v1'), (2, 'b@example.com', 'x', 'Reader', 'v1'), (3, 'c@example.com', 'x', 'Moderator', 'v1');
insert into competitions (id, slug, title, summary, pages, starts_at, ends_at, metric, direction) values
  (4, 'c4', '{"ko":"대회","en":"Competition"}', '{"ko":"","en":""}', '{}', '2026-01-01', '2026-12-31', 'accuracy', 'max');

insert into talk_posts (id, competition_id, author_id, category, title, body, video_url, view_count, vote_count, hidden_at, hidden_by, hidden_reason, deleted_at, created_at, updated_at) values
  (1, null, 1, 'general', 'Forum post', 'First **body**', null, 12, 1, null, null, null, null, '2026-03-01T01:00:00Z', '2026-03-02T01:00:00Z'),
  (2, 4, 2, 'video', 'Board video', 'Watch', 'https://youtu.be/x', 3, 0, '2026-03-05T00:00:00Z', 3, 'Off topic', null, '2026-03-03T01:00:00Z', '2026-03-03T01:00:00Z'),
  (5, null, 1, 'question', 'Deleted question', 'Gone', null, 0, 0, null, null, null, '2026-03-06T00:00:00Z', '2026-03-04T01:00:00Z', '2026-03-04T01:00:00Z');
insert into talk_comments (id, post_id, author_id, parent_id, body, hidden_at, hidden_by, hidden_reason, deleted_at, created_at, updated_at) values
  (1, 1, 2, null, 'A comment', null, null, null, null, '2026-03-01T02:00:00Z', '2026-03-01T02:00:00Z'),
  (2, 1, 1, 1, 'A reply', null, null, null, null, '2026-03-01T03:00:00Z', '2026-03-01T04:00:00Z'),
  (3, 1, 2, null, 'Rude words', '2026-03-02T00:00:00Z', 3, 'Be kind', null, '2026-03-01T05:00:00Z', '2026-03-01T05:00:00Z'),
  (4, 2, 2, null, 'Deleted comment', null, null, null, '2026-03-04T00:00:00Z', '2026-03-03T02:00:00Z', '2026-03-03T02:00:00Z');
insert into talk_votes (post_id, user_id, created_at) values (1, 2, '2026-03-01T06:00:00Z');
insert into talk_bookmarks (post_id, user_id, created_at) values (1, 2, '2026-03-01T07:00:00Z'), (2, 1, '2026-03-03T03:00:00Z');
insert into talk_reports (id, post_id, comment_id, reporter_id, reason, text, state, resolved_by, resolved_at, created_at) values
  (1, 2, null, 1, 'offtopic', 'Not about the competition', 'resolved', 3, '2026-03-05T00:00:00Z', '2026-03-04T00:00:00Z'),
  (2, 1, 3, 1, 'abuse', '', 'open', null, null, '2026-03-01T06:00:00Z');

insert into code_posts (id, competition_id, author_id, category, title, tags, current_version, view_count, vote_count, share_count, hidden_at, hidden_by, hidden_reason, deleted_at, created_at, updated_at) values
  (1, null, 2, 'eda', 'EDA notebook', '["pandas","eda"]', 2, 40, 1, 3, null, null, null, null, '2026-02-01T01:00:00Z', '2026-02-05T01:00:00Z'),
  (2, 4, 1, 'baseline', 'Hidden baseline', '[]', 1, 2, 0, 0, '2026-02-06T00:00:00Z', 3, 'Leaks the answers', null, '2026-02-02T01:00:00Z', '2026-02-02T01:00:00Z'),
  (3, null, 1, 'other', 'Deleted code', '["x"]', 1, 0, 0, 0, null, null, null, '2026-02-07T00:00:00Z', '2026-02-03T01:00:00Z', '2026-02-03T01:00:00Z'),
  (9, null, 2, 'modeling', 'Highest code id', '[]', 1, 0, 0, 0, null, null, null, null, '2026-02-04T01:00:00Z', '2026-02-04T01:00:00Z');
insert into code_post_versions (post_id, version, body, notebook_name, notebook_key, notebook_bytes, notebook_language, notebook_html, created_at) values
  (1, 1, 'First text', null, null, null, null, null, '2026-02-01T01:00:00Z'),
  (1, 2, 'Second text', 'eda.ipynb', 'code/1/eda.ipynb', 1234, 'python', '<p>cells</p>', '2026-02-05T01:00:00Z'),
  (2, 1, 'Baseline', null, null, null, null, null, '2026-02-02T01:00:00Z'),
  (3, 1, 'Gone', null, null, null, null, null, '2026-02-03T01:00:00Z'),
  (9, 1, 'Model', null, null, null, null, null, '2026-02-04T01:00:00Z');
insert into code_comments (id, post_id, author_id, parent_id, body, hidden_at, hidden_by, hidden_reason, deleted_at, created_at, updated_at) values
  (1, 1, 1, null, 'Nice plots', null, null, null, null, '2026-02-01T02:00:00Z', '2026-02-01T02:00:00Z'),
  (2, 1, 2, 1, 'Thanks', null, null, null, null, '2026-02-01T03:00:00Z', '2026-02-01T03:00:00Z'),
  (3, 2, 2, null, 'Hidden code comment', '2026-02-06T00:00:00Z', 3, 'Spoiler', null, '2026-02-02T02:00:00Z', '2026-02-02T02:00:00Z'),
  (7, 1, 1, null, 'Deleted code comment', null, null, null, '2026-02-08T00:00:00Z', '2026-02-01T04:00:00Z', '2026-02-01T04:00:00Z');
insert into code_votes (post_id, user_id, created_at) values (1, 1, '2026-02-01T05:00:00Z');
insert into code_reads (post_id, user_id, created_at) values (1, 1, '2026-02-01T04:30:00Z'), (2, 2, '2026-02-02T03:00:00Z');
insert into code_bookmarks (post_id, user_id, created_at) values (1, 1, '2026-02-01T06:00:00Z');
insert into code_reports (id, post_id, comment_id, reporter_id, reason, text, state, resolved_by, resolved_at, created_at) values
  (1, 2, null, 2, 'spam', 'Copied', 'open', null, null, '2026-02-05T00:00:00Z'),
  (2, 2, 3, 1, 'other', 'Spoils the task', 'resolved', 3, '2026-02-06T00:00:00Z', '2026-02-05T01:00:00Z'),
  (3, 1, 2, 3, 'abuse', '', 'open', null, null, '2026-02-05T02:00:00Z');
`;

/** Each old table, the community table its rows move to, and the fields a board's rows carry there that the old table did not have. */
const moves = [
  { from: 'talk_posts', to: 'community_posts', board: 'talk', order: 'id', added: { tags: [], current_version: null, share_count: 0 } },
  { from: 'code_posts', to: 'community_posts', board: 'code', order: 'id', added: { body: '', video_url: null } },
  { from: 'talk_comments', to: 'community_comments', board: 'talk', order: 'id', added: {} },
  { from: 'code_comments', to: 'community_comments', board: 'code', order: 'id', added: {} },
  { from: 'talk_votes', to: 'community_votes', board: 'talk', order: 'post_id, user_id', added: {} },
  { from: 'code_votes', to: 'community_votes', board: 'code', order: 'post_id, user_id', added: {} },
  { from: 'talk_bookmarks', to: 'community_bookmarks', board: 'talk', order: 'post_id, user_id', added: {} },
  { from: 'code_bookmarks', to: 'community_bookmarks', board: 'code', order: 'post_id, user_id', added: {} },
  { from: 'code_reads', to: 'community_reads', board: 'code', order: 'post_id, user_id', added: {} },
  { from: 'talk_reports', to: 'community_reports', board: 'talk', order: 'id', added: {} },
  { from: 'code_reports', to: 'community_reports', board: 'code', order: 'id', added: {} },
] as const;

describe('the community migration', () => {
  let db: Target;
  let before: string;
  let through: string;
  const old = new Map<string, Row[]>();
  let oldVersions: Row[];

  beforeAll(async () => {
    before = migrationsEndingAt(MIGRATION, { including: false });
    through = migrationsEndingAt(MIGRATION, { including: true });
    db = await openEmpty();
    await db.migrate(before);
    await db.exec(seed);
    for (const move of moves) old.set(move.from, await db.query(`select * from ${move.from} order by ${move.order}`));
    oldVersions = await db.query('select * from code_post_versions order by post_id, version');
    await db.migrate(through);
  });

  afterAll(async () => {
    await db?.close();
    for (const folder of [before, through]) if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('drops the old tables', async () => {
    const tables = (await db.query(`select table_name from information_schema.tables where table_schema = 'public'`)).map((row) => row.table_name);
    for (const move of moves) expect(tables).not.toContain(move.from);
    expect(tables).toEqual(
      expect.arrayContaining(['community_posts', 'community_comments', 'community_votes', 'community_bookmarks', 'community_reads', 'community_reports', 'code_post_versions']),
    );
  });

  it.each(moves)('moves every row of $from into $to with its id and contents', async ({ from, to, board, order, added }) => {
    const rows = old.get(from)!;
    expect(rows.length).toBeGreaterThan(0);
    const moved = await db.query(`select * from ${to} where board = '${board}' order by ${order}`);
    expect(moved).toEqual(rows.map((row) => ({ ...row, ...added, board })));
  });

  it('keeps every code version, now keyed to the code board', async () => {
    expect(await db.query('select * from code_post_versions order by post_id, version')).toEqual(oldVersions.map((row) => ({ ...row, board: 'code' })));
  });

  it('moves nothing twice: each community table holds exactly the rows of its old pair', async () => {
    for (const to of new Set(moves.map((move) => move.to))) {
      const expected = moves.filter((move) => move.to === to).reduce((sum, move) => sum + old.get(move.from)!.length, 0);
      expect(await db.query(`select count(*)::int as n from ${to}`)).toEqual([{ n: expected }]);
    }
  });

  it('numbers new posts, comments and reports of every board above all the old ids, so none collides', async () => {
    const [talk] = await db.query(`insert into community_posts (board, category, title, body) values ('talk', 'general', 'New talk', 'Hello') returning id`);
    const [code] = await db.query(`insert into community_posts (board, category, title, current_version) values ('code', 'eda', 'New code', 1) returning id`);
    const oldPostIds = [...old.get('talk_posts')!, ...old.get('code_posts')!].map((row) => row.id as number);
    expect(talk!.id).toBeGreaterThan(Math.max(...oldPostIds));
    expect(code!.id).toBeGreaterThan(talk!.id as number);
    // Neither new id is taken on the other board either: one post id names one post, whatever its board.
    const holders = await db.query(`select board, id from community_posts where id in (${talk!.id}, ${code!.id}) order by id`);
    expect(holders).toEqual([
      { board: 'talk', id: talk!.id },
      { board: 'code', id: code!.id },
    ]);

    const [comment] = await db.query(`insert into community_comments (board, post_id, body) values ('talk', 1, 'New comment') returning id`);
    const oldCommentIds = [...old.get('talk_comments')!, ...old.get('code_comments')!].map((row) => row.id as number);
    expect(comment!.id).toBeGreaterThan(Math.max(...oldCommentIds));

    const [report] = await db.query(`insert into community_reports (board, post_id, reporter_id, reason) values ('code', 1, 2, 'spam') returning id`);
    const oldReportIds = [...old.get('talk_reports')!, ...old.get('code_reports')!].map((row) => row.id as number);
    expect(report!.id).toBeGreaterThan(Math.max(...oldReportIds));
  });

  it('refuses a child row whose post is not on its board', async () => {
    // Talk post 9 does not exist (9 is a code post's id), so neither does a comment or a version on it.
    await expect(db.query(`insert into community_comments (board, post_id, body) values ('talk', 9, 'Lost')`)).rejects.toThrow();
    await expect(db.query(`insert into code_post_versions (post_id, version) values (5, 1)`)).rejects.toThrow();
  });
});
