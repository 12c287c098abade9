import { describe, expect, it } from 'vitest';
import { competitionAnswer } from '../../test/competition-answer.ts';
import { closeBrowsersAfterEach, type OpenApp, openInBrowser } from '../../test/open-in-browser.ts';

describe('/competition/{competitionId}/overview', { timeout: 30_000 }, () => {
  let app: OpenApp | undefined;
  closeBrowsersAfterEach();

  it("sends the older address on to the competition's overview", async () => {
    app = await openInBrowser('/competition/42/overview', { answers: competitionAnswer('42') });
    await app.until(() => app!.router.state.location.pathname !== '/competition/42/overview');
    expect(app.router.state.location.pathname).toBe('/competitions/official/titanic/overview');
  });

  it('keeps the language, and sends an address without a competition to the list', async () => {
    app = await openInBrowser('/en/competition/overview');
    await app.until(() => app!.router.state.location.pathname !== '/en/competition/overview');
    expect(app.router.state.location.pathname).toBe('/en/competitions');
  });
});
