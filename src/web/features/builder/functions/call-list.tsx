import { ChevronRightIcon } from 'lucide-react';
import { functionsPanelTexts as texts } from '../../../../shared/functions/panel-texts';
import { cn } from '../../../lib/cn';
import type { FunctionCall } from './functions-api';

/** When a call was made, short: the time today, else the date and time. */
export function whenOf(iso: string) {
  const at = new Date(iso);
  const today = at.toDateString() === new Date().toDateString();
  return today
    ? at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' })
    : at.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** A call's status as a small coloured badge: green answered, amber refused, red failed. */
export function StatusBadge({ status, outcome }: { status: number; outcome: string }) {
  const tone =
    outcome !== 'ok' || status >= 500
      ? 'bg-red-50 text-red-700 ring-red-200'
      : status >= 400
        ? 'bg-amber-50 text-amber-800 ring-amber-200'
        : 'bg-emerald-50 text-emerald-700 ring-emerald-200';
  return (
    <span className={cn('rounded-md px-1.5 py-px font-mono text-xs tabular-nums ring-1 ring-inset', tone)}>
      {status}
    </span>
  );
}

/** Log lines, each with its level and time. */
export function LogLines({ logs }: { logs: FunctionCall['logs'] }) {
  if (!logs.length) return <p className="text-xs text-slate-500">{texts.noLogs}</p>;
  return (
    <ol className="space-y-0.5 overflow-x-auto rounded-lg bg-slate-950 p-2 font-mono text-xs leading-5 text-slate-100">
      {logs.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: log lines have no id and never reorder
        <li key={i} className="flex gap-2 whitespace-pre-wrap">
          <span className="shrink-0 text-slate-500">{new Date(line.at).toISOString().slice(11, 23)}</span>
          <span
            className={cn(
              'shrink-0 uppercase',
              line.level === 'error' ? 'text-red-400' : line.level === 'warn' ? 'text-amber-300' : 'text-sky-300',
            )}
          >
            {line.level}
          </span>
          <span className="min-w-0 break-words">{line.message}</span>
        </li>
      ))}
    </ol>
  );
}

/** A function's recent calls, newest first; each opens to its logs. */
export function CallList({ calls }: { calls: FunctionCall[] }) {
  if (!calls.length) return <p className="text-sm text-slate-500">{texts.noCalls}</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {calls.map((call) => (
        <li key={call.id}>
          <details className="group">
            <summary className="flex cursor-pointer list-none items-center gap-2 px-3 py-2 text-sm hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <ChevronRightIcon
                aria-hidden
                className="size-3.5 shrink-0 text-slate-400 transition group-open:rotate-90"
              />
              <StatusBadge status={call.status} outcome={call.outcome} />
              <span className="font-mono text-xs text-slate-600">{call.method}</span>
              <span className="rounded-full bg-slate-100 px-1.5 py-px text-[11px] text-slate-600">
                {texts.triggers[call.trigger]}
              </span>
              <span className="ml-auto text-xs text-slate-500 tabular-nums">{call.durationMs} ms</span>
              <time dateTime={call.createdAt} className="w-24 text-right text-xs text-slate-500 tabular-nums">
                {whenOf(call.createdAt)}
              </time>
            </summary>
            <div className="px-3 pb-3">
              <LogLines logs={call.logs} />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
