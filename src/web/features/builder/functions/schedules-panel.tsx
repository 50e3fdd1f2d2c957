import { CalendarClockIcon } from 'lucide-react';
import type { AppDataEnvironment } from '../../../../shared/app-data';
import { consoleTexts } from '../../../../shared/functions/console';
import { functionsPanelTexts as texts } from '../../../../shared/functions/panel-texts';
import { StatusBadge, whenOf } from './call-list';
import type { FunctionsPanelData } from './functions-api';

/** The build's schedules: each with its cron, when it runs next, and how its last run went. */
export function SchedulesPanel({ panel, env }: { panel: FunctionsPanelData; env: AppDataEnvironment }) {
  return (
    <section aria-labelledby="schedules-title" className="max-w-2xl space-y-4 p-4">
      <div>
        <h3 id="schedules-title" className="text-sm font-semibold text-slate-900">
          {texts.schedulesTitle}
        </h3>
        <p className="mt-0.5 text-xs text-slate-500">{texts.schedulesHint}</p>
        {env === 'preview' ? <p className="mt-1 text-xs text-amber-700">{consoleTexts.schedulesLiveOnly}</p> : null}
      </div>
      {panel.schedules.length === 0 ? (
        <p className="text-sm text-slate-500">{texts.noSchedules}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {panel.schedules.map((schedule) => (
            <li key={schedule.functionName} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2.5 text-sm">
              <CalendarClockIcon aria-hidden className="size-4 shrink-0 text-slate-400" />
              <span className="font-mono font-medium text-slate-900">{schedule.functionName}</span>
              <code className="rounded bg-slate-100 px-1.5 py-px text-xs text-slate-700">{schedule.cron}</code>
              <span className="text-xs text-slate-600">
                {texts.nextRun}: {schedule.nextRunAt ? whenOf(schedule.nextRunAt) : '—'}
              </span>
              <span className="flex items-center gap-1.5 text-xs text-slate-600">
                {texts.lastRun}:{' '}
                {schedule.lastRun ? (
                  <>
                    <StatusBadge status={schedule.lastRun.status} outcome={schedule.lastRun.outcome} />
                    {whenOf(schedule.lastRun.createdAt)}
                  </>
                ) : (
                  texts.never
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
