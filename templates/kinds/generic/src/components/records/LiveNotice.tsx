import { format } from 'date-fns';
import { WifiOffIcon } from 'lucide-react';
import type { Live } from './live';

/** Says a live service can't be reached, how old the figures shown are, and offers to try again. */
export function LiveNotice({ live, what }: { live: Live<unknown>; what: string }) {
  if (!live.failed) return null;
  return (
    <p
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-ink"
    >
      <WifiOffIcon aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {`Live ${what} can’t be reached right now: you may be offline. `}
        {live.at
          ? `Showing the figures from ${format(live.at, 'd MMM, HH:mm')}.`
          : 'They will show here once the connection is back.'}
      </span>
      <button type="button" onClick={live.retry} className="font-semibold underline">
        Try again
      </button>
    </p>
  );
}
