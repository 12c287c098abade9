import { describe, expect, it } from 'vitest';
import { apiFilterOf, fieldsFromSearch, searchOf } from './payment-filter.ts';

describe('payment filters', () => {
  it('read known values from the address and drop the rest', () => {
    const fields = fieldsFromSearch(new URLSearchParams('state=paid&kind=nope&q=kim&from=2026-11-01&to=yesterday'));
    expect(fields).toEqual({ state: 'paid', kind: '', q: 'kim', from: '2026-11-01', to: '' });
  });

  it('write only the filled fields back into the address', () => {
    expect(searchOf({ state: 'refunded', kind: 'yearly', q: '', from: '', to: '' })).toBe('state=refunded&kind=yearly');
  });

  it('turn days into the instants that start and end them', () => {
    const filter = apiFilterOf({ state: '', kind: '', q: ' mdg_ ', from: '2026-11-01', to: '2026-11-30' }, 2);
    expect(filter.page).toBe(2);
    expect(filter.q).toBe('mdg_');
    expect(new Date(filter.from!).getTime()).toBe(new Date('2026-11-01T00:00:00').getTime());
    expect(new Date(filter.to!).getTime()).toBe(new Date('2026-11-30T23:59:59.999').getTime());
  });
});
