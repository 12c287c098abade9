import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { setApiUserId } from '../../lib/api/client.ts';
import { postLogout, sessionKey } from './session-query.ts';

/** Log-out clears the cookie, the login state and the profile, then returns home (spec section 4). */
export function useLogout() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const lp = useLocalePath();
  return useMutation({
    mutationFn: postLogout,
    onSettled: () => {
      setApiUserId(null);
      client.setQueryData(sessionKey, null);
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
      void navigate(lp('/'));
    },
  });
}
