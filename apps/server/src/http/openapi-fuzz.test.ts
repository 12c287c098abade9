import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { createSession } from '../features/accounts/sessions.ts';
import { buildCompetition, buildUser } from '../test/factories.ts';
import { createRandom } from '../features/demo/synthetic-dataset.ts';
import { fuzzCases, hostilePageCases, listOperations, type FuzzCase, type OpenApiDocument } from '../test/openapi-fuzz-cases.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** An answer slower than this counts as none: nothing the fuzzer sends should take the server that long. */
const ANSWER_WITHIN_MS = 15_000;

/**
 * Operations whose accepted requests do not end by design. Their refusals are checked like every
 * other answer; a request they accept is counted as held open after a short wait instead of failing.
 */
const STREAMS: Record<string, string> = {
  'GET /api/v1/competitions/{cpt_id}/submissions/events': 'a server-sent event stream of submission status, open until the client leaves',
};
const STREAM_PATIENCE_MS = 2_000;

/** Answers of 5xx that are an operation's documented state, not a failure, with why. */
const DOCUMENTED_5XX: Record<string, { status: number; code: string; why: string }> = {
  'POST /api/v1/runs': { status: 503, code: 'runner_unavailable', why: 'the code runner is off in tests (no sandbox); 503 is its documented answer then' },
};

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'madang-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="ko"><head></head><body></body></html>');
  t = await createTestApp({ webDistDir: dist });
});
afterAll(() => t.close());

type Role = 'visitor' | 'member' | 'admin';
interface Failure {
  role: Role;
  label: string;
  request: string;
  answer: string;
}

/** One user per role, replaced when a fuzzed request withdrew it, with a fresh session for every operation. */
function createRoleSessions() {
  const accounts = new Map<'member' | 'admin', number>();
  return async function headersFor(role: Role): Promise<Record<string, string>> {
    if (role === 'visitor') return {};
    const known = accounts.get(role);
    const row = known === undefined ? undefined : (await t.ctx.db.select({ withdrawnAt: users.withdrawnAt, role: users.role }).from(users).where(eq(users.id, known)))[0];
    const id = known !== undefined && row && !row.withdrawnAt && row.role === role ? known : (await buildUser(t.ctx.db, { role })).user.id;
    accounts.set(role, id);
    return { authorization: `Bearer ${await createSession(t.ctx.db, id)}` };
  };
}

async function send(fuzzCase: FuzzCase, headers: Record<string, string>): Promise<{ status: number; body: string } | 'no answer'> {
  let timer: NodeJS.Timeout | undefined;
  const patience = fuzzCase.operation in STREAMS ? STREAM_PATIENCE_MS : ANSWER_WITHIN_MS;
  const timeout = new Promise<'no answer'>((resolve) => {
    timer = setTimeout(() => resolve('no answer'), patience);
  });
  const answer = t.app
    .inject({ ...fuzzCase.request, headers: { ...fuzzCase.request.headers, ...headers } })
    .then((response) => ({ status: response.statusCode, body: response.body }))
    .catch((error: unknown) => ({ status: 599, body: String(error) }));
  const result = await Promise.race([answer, timeout]);
  clearTimeout(timer);
  return result;
}

function describeRequest(fuzzCase: FuzzCase): string {
  const { method, url, payload, headers } = fuzzCase.request;
  const type = (headers as Record<string, string> | undefined)?.['content-type'];
  const body = typeof payload === 'string' ? ` ${type ?? ''} ${JSON.stringify(payload.slice(0, 160))}` : '';
  return `${method} ${url.slice(0, 160)}${body}`;
}

function report(failures: Map<string, Failure[]>): string {
  const lines: string[] = [];
  for (const [operation, list] of [...failures].sort((a, b) => b[1].length - a[1].length)) {
    lines.push(`${operation}: ${list.length} failing`);
    for (const failure of list.slice(0, 3)) lines.push(`    [${failure.role}] ${failure.label} -> ${failure.answer}\n        ${failure.request}`);
  }
  return lines.join('\n');
}

describe('the API under malformed requests', () => {
  it('answers every fuzzed request of every OpenAPI operation, as visitor, member and admin, without a 5xx', async () => {
    await buildCompetition(t.ctx);
    const document = t.app.swagger() as unknown as OpenApiDocument;
    const operations = listOperations(document);
    expect(operations.length).toBeGreaterThan(200);
    const random = createRandom(20261125);
    const headersFor = createRoleSessions();
    const failures = new Map<string, Failure[]>();
    let sent = 0;
    let heldOpen = 0;
    const reachedDatabase = new Map<string, number>();
    let documented = 0;
    const started = performance.now();

    const run = async (fuzzCase: FuzzCase, role: Role, headers: Record<string, string>) => {
      sent++;
      const answer = await send(fuzzCase, headers);
      if (answer === 'no answer' && fuzzCase.operation in STREAMS) return void heldOpen++;
      if (answer !== 'no answer' && answer.status < 500) {
        // The error handler's last net: a value no schema stopped, refused by the database itself.
        if (answer.body.includes('"code":"invalid_input"')) reachedDatabase.set(fuzzCase.operation, (reachedDatabase.get(fuzzCase.operation) ?? 0) + 1);
        return;
      }
      const expected = DOCUMENTED_5XX[fuzzCase.operation];
      if (answer !== 'no answer' && expected && answer.status === expected.status && answer.body.includes(`"code":"${expected.code}"`)) return void documented++;
      const list = failures.get(fuzzCase.operation) ?? [];
      list.push({
        role,
        label: fuzzCase.label,
        request: describeRequest(fuzzCase),
        answer: answer === 'no answer' ? `no answer within ${ANSWER_WITHIN_MS} ms` : `${answer.status} ${answer.body.slice(0, 200)}`,
      });
      failures.set(fuzzCase.operation, list);
    };

    // An admin session gets past every permission check, so it gets every case; a visitor and a
    // member meet the checks sooner and get a seeded quarter of them, which keeps the run near a minute.
    const shareOf: Record<Role, number> = { visitor: 0.25, member: 0.25, admin: 1 };
    const secondsByOperation = new Map<string, number>();
    for (const operation of operations) {
      const operationStarted = performance.now();
      const cases = fuzzCases(operation, random);
      for (const role of ['visitor', 'member', 'admin'] as const) {
        const headers = await headersFor(role);
        for (const fuzzCase of cases) if (random() < shareOf[role]) await run(fuzzCase, role, headers);
      }
      secondsByOperation.set(operation.name, (performance.now() - operationStarted) / 1000);
    }
    for (const fuzzCase of hostilePageCases()) await run(fuzzCase, 'visitor', {});

    const seconds = (performance.now() - started) / 1000;
    const failing = [...failures.values()].reduce((sum, list) => sum + list.length, 0);
    console.info(`openapi fuzz: ${sent} requests to ${operations.length} operations in ${seconds.toFixed(1)} s; ${failing} 5xx or unanswered on ${failures.size} operations`);
    if (reachedDatabase.size) console.info(`  refused by the database, not a schema: ${[...reachedDatabase].map(([name, count]) => `${name} ×${count}`).join(', ')}`);
    const slowest = [...secondsByOperation].sort((x, y) => y[1] - x[1]).slice(0, 5);
    console.info(`  slowest: ${slowest.map(([name, spent]) => `${name} ${spent.toFixed(1)} s`).join(', ')}`);
    for (const [operation, why] of Object.entries(STREAMS)) console.info(`  stream ${operation} (${why}): ${heldOpen} accepted requests held open`);
    for (const [operation, { status, why }] of Object.entries(DOCUMENTED_5XX)) console.info(`  ${operation} answered ${status} ${documented} times: ${why}`);
    if (failures.size) console.error(report(failures));
    expect(sent).toBeGreaterThanOrEqual(10_000);
    expect(failures.size, report(failures)).toBe(0);
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  }, 600_000);
});
