import { CalendarClockIcon, KeyRoundIcon, ServerCogIcon, SquareFunctionIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { AppDataEnvironment } from '../../../../shared/app-data';
import { functionsPanelTexts as texts } from '../../../../shared/functions/panel-texts';
import { Button } from '../../../components/ui/button';
import { SideNav, SideNavItem } from '../../../components/ui/side-nav';
import { EnvironmentSwitch } from '../database/environment-switch';
import { LoadingLine } from '../database/loading-line';
import { FunctionConsole } from './function-console';
import type { FunctionsPanelData } from './functions-api';
import { SchedulesPanel } from './schedules-panel';
import { SecretsPanel } from './secrets-panel';
import { useFunctionsPanel } from './use-functions';

type Selection = { kind: 'function'; name: string } | { kind: 'secrets' } | { kind: 'schedules' };

/** What is shown: the choice while it still exists, else the first function, else the secrets. */
function shown(panel: FunctionsPanelData, chosen: Selection | null): Selection {
  if (chosen && (chosen.kind !== 'function' || panel.functions.includes(chosen.name))) return chosen;
  const first = panel.functions[0];
  return first ? { kind: 'function', name: first } : { kind: 'secrets' };
}

/** The Functions tab: an app's server code per environment, with a console, its calls, secrets and schedules. */
export function FunctionsView({ projectId }: { projectId: string }) {
  const [env, setEnv] = useState<AppDataEnvironment>('preview');
  const [chosen, setChosen] = useState<Selection | null>(null);
  const query = useFunctionsPanel(projectId, env);
  const panel = query.data;
  const selection = panel ? shown(panel, chosen) : null;
  return (
    <div className="@container flex h-full min-h-0 flex-col bg-white">
      <div className="flex min-h-12 shrink-0 flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 px-3 py-2">
        <EnvironmentSwitch value={env} onChange={setEnv} />
        {panel ? (
          <p className="ml-auto text-xs whitespace-nowrap text-slate-500 tabular-nums">
            {texts.usage(panel.usage.calls, panel.usage.allowance)}
          </p>
        ) : null}
      </div>
      {query.isError && !panel ? (
        <div role="alert" className="flex flex-col items-center gap-3 p-10 text-center text-sm text-slate-600">
          <p>
            {texts.loadFailed} {query.error.message}
          </p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {texts.retry}
          </Button>
        </div>
      ) : !panel || !selection ? (
        <LoadingLine className="flex-1 justify-center" iconClassName="size-5" />
      ) : (
        <div className="flex min-h-0 flex-1 flex-col @2xl:flex-row">
          <FunctionsNav panel={panel} selected={selection} onSelect={setChosen} />
          <div className="min-h-0 min-w-0 flex-1 overflow-y-auto">
            {selection.kind === 'function' ? (
              <FunctionConsole
                key={`${env}:${selection.name}`}
                projectId={projectId}
                env={env}
                name={selection.name}
                calls={panel.calls.filter((call) => call.functionName === selection.name)}
              />
            ) : selection.kind === 'schedules' ? (
              <SchedulesPanel panel={panel} env={env} />
            ) : (
              <>
                {panel.functions.length === 0 ? <FunctionsEmpty live={env === 'live'} /> : null}
                <SecretsPanel projectId={projectId} env={env} />
              </>
            )}
            <p className="px-4 pb-4 text-xs text-slate-400">{texts.keptFor(panel.logDays)}</p>
          </div>
        </div>
      )}
    </div>
  );
}

function FunctionsEmpty({ live }: { live: boolean }) {
  return (
    <div className="flex flex-col items-center border-b border-slate-100 px-6 py-8 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl border border-slate-200 bg-white text-slate-400 shadow-sm">
        <ServerCogIcon aria-hidden className="size-6" />
      </span>
      <h3 className="mt-3 text-base font-semibold text-slate-900">{texts.emptyTitle}</h3>
      {live ? <p className="mt-1 max-w-md text-sm text-slate-600">{texts.liveNotDeployed}</p> : null}
      <p className="mt-2 max-w-md text-sm text-slate-500">{texts.emptyBody}</p>
    </div>
  );
}

/** The functions, then secrets and schedules: a column beside the content when there is room, chips on a phone. */
function FunctionsNav({
  panel,
  selected,
  onSelect,
}: {
  panel: FunctionsPanelData;
  selected: Selection;
  onSelect: (selection: Selection) => void;
}) {
  const same = (s: Selection) =>
    s.kind === selected.kind && (s.kind !== 'function' || (selected.kind === 'function' && s.name === selected.name));
  const item = (selection: Selection, icon: ReactNode, label: string, key: string, detail?: string) => (
    <SideNavItem
      key={key}
      icon={icon}
      label={label}
      detail={detail}
      current={same(selection)}
      onSelect={() => onSelect(selection)}
    />
  );
  return (
    <SideNav label={texts.functions}>
      {panel.functions.map((name) =>
        item({ kind: 'function', name }, <SquareFunctionIcon aria-hidden />, name, `f:${name}`),
      )}
      {item({ kind: 'secrets' }, <KeyRoundIcon aria-hidden />, texts.secrets, 'secrets')}
      {item(
        { kind: 'schedules' },
        <CalendarClockIcon aria-hidden />,
        texts.schedules,
        'schedules',
        String(panel.schedules.length),
      )}
    </SideNav>
  );
}
