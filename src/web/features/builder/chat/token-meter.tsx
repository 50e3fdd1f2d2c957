import { useQuery } from '@tanstack/react-query';
import { GaugeIcon } from 'lucide-react';
import { formatTokens } from '../../../../shared/plans';
import { api, unwrap } from '../../../lib/api';
import { cn } from '../../../lib/cn';

/** Tokens the project's workspace has used this month against its plan's pool; re-read after every turn. */
export function TokenMeter({ turns, workspaceId }: { turns: number; workspaceId: string }) {
  const usage = useQuery({
    queryKey: ['usage', workspaceId, turns],
    queryFn: () => unwrap(api.usage.$get({ query: { workspace: workspaceId } })),
    placeholderData: (previous) => previous,
  });
  if (!usage.data) return null;
  const { used, allowance, plan } = usage.data;
  const share = Math.min(1, used / allowance);
  return (
    <p
      className="flex items-center gap-1.5 text-xs text-slate-500"
      title={`${used.toLocaleString()} of ${allowance.toLocaleString()} tokens on the ${plan} plan this month`}
    >
      <GaugeIcon className={cn('size-3.5', share >= 0.9 ? 'text-red-600' : 'text-slate-400')} aria-hidden />
      <span>
        {formatTokens(used)} / {formatTokens(allowance)} tokens this month
      </span>
    </p>
  );
}
