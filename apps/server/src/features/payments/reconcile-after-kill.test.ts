import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { paymentOrders, payments, subscriptionLedger, users } from '../../db/schema.ts';
import { startFakeToss } from '../../test/fake-toss.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { buildPlan } from './payments-test-helpers.ts';

const root = path.resolve(import.meta.dirname, '../../../../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'madang-kill-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** `npm start`'s server process; resolves once its output has a line matching `ready`. */
function startServer(env: Record<string, string>, ready: RegExp): Promise<{ child: ChildProcess; output: () => string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve({ child, output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before ${ready}:\n${output}`)));
  });
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

describe('a process killed between the provider approval and our write', () => {
  it('is reconciled at the next start: the payment approved at Toss is recorded and granted once', async () => {
    const toss = await startFakeToss();
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    await database.migrate();
    const member = await buildSignedInUser(database.db);
    const plan = await buildPlan(database.db, { kind: 'three_month', price: 45_000 });
    await database.close();

    const port = await freePort();
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'false',
      RUNNER_ENABLED: 'false',
      PAYMENTS_PROVIDER: 'toss',
      TOSS_CLIENT_KEY: 'test_ck_fake',
      TOSS_SECRET_KEY: toss.secretKey,
      TOSS_WEBHOOK_SECRET: 'webhook-secret-of-the-test',
      TOSS_BASE_URL: toss.url,
    };
    const api = (url: string, body: object) =>
      fetch(`http://127.0.0.1:${port}${url}`, { method: 'POST', headers: { ...member.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });

    const first = await startServer({ ...env, PAYMENTS_PAUSE_AFTER_APPROVAL: 'true' }, /Madang is running/);
    const checkout = (await (await api('/api/v1/payments/checkout', { plan_id: plan.id })).json()) as { data: { order_id: string; amount: number } };
    const orderId = checkout.data.order_id;
    const paymentKey = toss.authorize(orderId, checkout.data.amount);
    void api('/api/v1/payments/confirm', { paymentKey, orderId, amount: 45_000 }).catch(() => undefined);
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (/paused by PAYMENTS_PAUSE_AFTER_APPROVAL/.test(first.output())) {
          clearInterval(poll);
          resolve();
        }
      }, 50);
    });
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(toss.payment(paymentKey)?.status).toBe('DONE');

    const second = await startServer(env, /Madang is running/);
    expect(second.output()).toMatch(/payment reconciled: the provider had approved it/);
    second.child.kill('SIGTERM');
    await exited(second.child);

    const after = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    try {
      const [order] = await after.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId));
      expect(order?.state).toBe('paid');
      expect(await after.db.select().from(payments).where(eq(payments.orderId, order!.id))).toHaveLength(1);
      expect((await after.db.select().from(subscriptionLedger).where(eq(subscriptionLedger.userId, member.user.id))).map((row) => row.kind)).toEqual(['started']);
      const [user] = await after.db.select().from(users).where(eq(users.id, member.user.id));
      expect(user?.subscription).toBe('THREE_MONTH');
      // Toss was asked to approve once, and looked up once at the restart.
      expect(toss.calls.filter((call) => call.path === '/v1/payments/confirm')).toHaveLength(1);
      expect(toss.calls.filter((call) => call.path === `/v1/payments/orders/${orderId}`)).toHaveLength(1);
    } finally {
      await after.close();
      await toss.close();
    }
  }, 240_000);
});
