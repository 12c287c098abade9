import type { AppContext } from '../../app-context.ts';
import { createUser } from '../accounts/create-user.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { seedBanners } from '../banners/demo-banners.ts';
import { seedCode } from '../codeshare/demo-code.ts';
import { seedInterviews } from '../interviews/demo-interviews.ts';
import { seedDemoProjects } from '../learning/demo-projects/seed-demo-projects.ts';
import { seedNotices } from '../notices/demo-notices.ts';
import { seedPlans } from '../payments/demo-plans.ts';
import { seedProfiles } from '../profiles/demo-profiles.ts';
import { seedRankings } from '../rankings/demo-rankings.ts';
import { seedSearches } from '../search/demo-searches.ts';
import { seedSupport } from '../support/demo-support.ts';
import { seedSurveys } from '../surveys/demo-surveys.ts';
import { seedTalk } from '../talkboard/demo-talk.ts';
import { seedDemoXp } from '../xp/demo-xp.ts';
import { demoAccounts, demoParticipants } from './demo-accounts.ts';
import { hasMembers } from './has-members.ts';
import { giveDemoPhones, seedCompetitions } from './seed-competitions.ts';

/** Fills an empty database with the demo content; a database that has any user is left alone. */
export async function seedDemo(ctx: Pick<AppContext, 'db' | 'storage' | 'cache' | 'submissionEvents'>): Promise<{ seeded: boolean }> {
  const { db } = ctx;
  if (await hasMembers(db)) return { seeded: false };
  const { accounts, participants } = await db.transaction(async (tx) => {
    const created: Record<string, UserRow> = {};
    for (const [role, account] of Object.entries(demoAccounts)) created[role] = await createUser(tx, account);
    const others: UserRow[] = [];
    for (const participant of demoParticipants) others.push(await createUser(tx, participant));
    return { accounts: created, participants: others };
  });
  // The documented leader and member take part too, ahead of the generated participants.
  const everyone = await giveDemoPhones(ctx, [accounts.leader!, accounts.member!, ...participants]);
  await seedCompetitions(ctx, { hostUserId: accounts.host!.id, participants: everyone, now: new Date() });
  await seedDemoProjects(ctx, { authorUserId: accounts.admin!.id });
  await seedNotices(db, { authorUserId: accounts.admin!.id, now: new Date() });
  await seedInterviews(db, { authorUserId: accounts.admin!.id, now: new Date() });
  await seedBanners(ctx);
  await seedTalk(db, { people: [accounts.admin!, accounts.member!, accounts.leader!, ...participants], now: new Date() });
  await seedCode(db, ctx.storage, { people: [accounts.admin!, accounts.member!, accounts.leader!, ...participants], now: new Date() });
  await seedSupport(db, { host: accounts.host!, member: accounts.member!, leader: accounts.leader!, now: new Date() });
  await seedProfiles(ctx, { people: [accounts.member!, accounts.leader!, accounts.subscriber!, ...participants], now: new Date() });
  await seedSearches(db, { now: new Date() });
  await seedPlans(db, { subscriberId: accounts.subscriber!.id, now: new Date() });
  await seedSurveys(db, { adminId: accounts.admin!.id, respondents: participants.map((user) => user.id), now: new Date() });
  const ranked = [accounts.member!, accounts.leader!, accounts.subscriber!, ...participants].map((user) => user.id);
  const rankers = await seedRankings(db, { people: ranked });
  await seedDemoXp(db, { userIds: [...ranked, ...rankers], memberId: accounts.member!.id, now: new Date() });
  return { seeded: true };
}
