import { hostPaymentFilterSchema, orderStates, planKinds, type HostPaymentFilter, type OrderState, type PlanKind } from '@madang/contracts';

/** The console's payment filters as the address holds them: `from` and `to` are days (`2026-11-26`) in the browser's time zone. */
export interface FilterFields {
  state: OrderState | '';
  kind: PlanKind | '';
  q: string;
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function fieldsFromSearch(search: URLSearchParams): FilterFields {
  const state = search.get('state') ?? '';
  const kind = search.get('kind') ?? '';
  const day = (name: string) => {
    const value = search.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    state: (orderStates as readonly string[]).includes(state) ? (state as OrderState) : '',
    kind: (planKinds as readonly string[]).includes(kind) ? (kind as PlanKind) : '',
    q: (search.get('q') ?? '').slice(0, 100),
    from: day('from'),
    to: day('to'),
  };
}

/** The address's query for these fields, without the empty ones (and back on page 1). */
export function searchOf(fields: FilterFields): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value) params.set(name, value);
  return params.toString();
}

/** The list's query as the API takes it, with its page. */
export type PaymentQuery = Omit<HostPaymentFilter, 'page'> & { page: number };

/** The filter the API takes: days become the instants that start `from` and end `to`, in the browser's time zone. */
export function apiFilterOf(fields: FilterFields, page: number): PaymentQuery {
  const filter: PaymentQuery = { page };
  if (fields.state) filter.state = fields.state;
  if (fields.kind) filter.kind = fields.kind;
  if (fields.q.trim()) filter.q = fields.q.trim();
  if (fields.from) filter.from = new Date(`${fields.from}T00:00:00`).toISOString();
  if (fields.to) filter.to = new Date(`${fields.to}T23:59:59.999`).toISOString();
  return hostPaymentFilterSchema.safeParse(filter).success ? filter : { page };
}
