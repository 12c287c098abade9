import { eq, ilike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from '../accounts/secrets.ts';
import { findDemoPasswordProblem } from './demo-password-problem.ts';
import { seedDemo } from './seed-demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo-password check of a production start', () => {
  it('passes on a database without demo accounts, whatever passwords other members chose', async () => {
    await buildUser(t.ctx.db, { email: 'someone@example.com', password: 'madang-admin' });
    expect(await findDemoPasswordProblem(t.ctx.db)).toBeUndefined();
  });

  it('finds the seeded demo accounts, the documented ones first, in one line', async () => {
    await t.ctx.db.delete(users);
    expect(await seedDemo(t.ctx)).toEqual({ seeded: true });
    const problem = await findDemoPasswordProblem(t.ctx.db);
    const seeded = await t.ctx.db.select({ email: users.email }).from(users).where(ilike(users.email, '%@madang.dev'));
    expect(problem).toBe(
      `Demo accounts still open with their public passwords (admin@madang.dev, host@madang.dev, leader@madang.dev and ${seeded.length - 3} more): ` +
        'change those passwords or withdraw the accounts before a production start',
    );
  });

  it('passes once every demo password is changed, and finds a single generated competitor left open', async () => {
    await t.ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword('a-private-passphrase') })
      .where(ilike(users.email, '%@madang.dev'));
    expect(await findDemoPasswordProblem(t.ctx.db)).toBeUndefined();

    await t.ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword('madang-competitor') })
      .where(eq(users.email, 'ranker07@madang.dev'));
    expect(await findDemoPasswordProblem(t.ctx.db)).toMatch(/\(ranker07@madang\.dev\): change those passwords/);
    await t.ctx.db.update(users).set({ withdrawnAt: new Date() }).where(eq(users.email, 'ranker07@madang.dev'));
    expect(await findDemoPasswordProblem(t.ctx.db)).toBeUndefined();
  });
});
