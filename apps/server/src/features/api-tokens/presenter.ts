import type { ApiToken } from '@madang/contracts';
import type { ApiTokenRow } from './issue-api-token.ts';

export function presentApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: 'submission',
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}
