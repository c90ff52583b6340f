import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ConsoleDataProvider } from '@/dataProvider/index.ts';
import { resolvePath } from '@/dataProvider/paths.ts';
import { readRecord } from '@/http/envelope.ts';
import { serverMessage } from '@/http/serverMessage.ts';

export type TeamChange = { role: string } | { disabled: boolean } | 'reset-password' | 'reset-mfa';

/**
 * One confirmed change to a team account: PUT /admin/admins/{id} (role, disabled), POST
 * …/reset-password, which answers the new password once (`onPassword`), or DELETE …/mfa. The server's message is the
 * toast either way (a refused change says why: "You cannot disable your own account").
 */
export function useTeamChange(onPassword: (password: string) => void) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: TeamChange }) => {
      const fallback = 'resources.team.errors.save';
      if (change === 'reset-password') return dataProvider.request(resolvePath('/admin/admins/:id/reset-password', id), { method: 'POST', fallback });
      if (change === 'reset-mfa') return dataProvider.request(resolvePath('/admin/admins/:id/mfa', id), { method: 'DELETE', fallback });
      return dataProvider.request(resolvePath('/admin/admins/:id', id), { method: 'PUT', body: change, fallback });
    },
    onSuccess: ({ json }, { change }) => {
      notify(serverMessage(json) || 'resources.team.notifications.updated', { type: 'success' });
      const password = (readRecord(json) as { password?: unknown } | undefined)?.password;
      if (change === 'reset-password' && typeof password === 'string') onPassword(password);
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
}
