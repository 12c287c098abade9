import { useQuery } from '@tanstack/react-query';
import type { MyInfo } from '@madang/contracts';
import { sessionQuery } from './session-query.ts';

export interface Session {
  user: MyInfo | null;
  isLoggedIn: boolean;
  isLoading: boolean;
}

export function useSession(): Session {
  const query = useQuery(sessionQuery);
  const user = query.data ?? null;
  return { user, isLoggedIn: user !== null, isLoading: query.isPending };
}
