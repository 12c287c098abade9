import type { HostInquiry } from '@madang/contracts';
import type { hostingInquiries } from '../../db/schema.ts';

export function presentInquiry(row: typeof hostingInquiries.$inferSelect): HostInquiry {
  return {
    id: row.id,
    organization: row.organization,
    name: row.name,
    email: row.email,
    phone: row.phone,
    kind: row.kind,
    message: row.message,
    handled: row.handledAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
