import { describe, expect, it } from 'vitest';
import { redirectOf } from '../../test/render-address.ts';

describe('routes carry their guards', { timeout: 30_000 }, () => {
  it.each([
    ['/daconcamp', '/hackathon'],
    ['/en/daconcamp', '/en/hackathon'],
    ['/more/daconcamp', '/hackathon'],
    ['/en/more/daconcamp', '/en/hackathon'],
    ['/edu/offline/index_before', '/edu/offline'],
    ['/en/edu/stage?projectId=3&stageNumber=2', '/en/edu/3/2'],
    ['/pblTrack/overview', '/hackathon'],
  ])('%s goes to %s before anything renders', async (address, target) => {
    expect(await redirectOf(address)).toBe(target);
  });

  it.each(['/hackathon', '/en/hackathon', '/more', '/en/more/about'])('%s renders itself', async (address) => {
    expect(await redirectOf(address)).toBeNull();
  });
});
