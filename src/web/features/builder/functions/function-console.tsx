import { Loader2Icon, PlayIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type { AppDataEnvironment } from '../../../../shared/app-data';
import { type ConsoleCall, consoleIdentities, consoleMethods } from '../../../../shared/functions/console';
import { functionsPanelTexts as texts } from '../../../../shared/functions/panel-texts';
import { Button } from '../../../components/ui/button';
import { FieldError, Label, Textarea } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { CallList, LogLines, StatusBadge } from './call-list';
import type { ConsoleResult, FunctionCall } from './functions-api';
import { useConsoleCall } from './use-functions';

/** The answer's body, pretty when it is JSON. */
function shownBody(result: ConsoleResult) {
  if (!result.body) return texts.noBody;
  if (!result.contentType?.includes('json')) return result.body;
  try {
    return JSON.stringify(JSON.parse(result.body), null, 2);
  } catch {
    return result.body;
  }
}

/** One function: where it answers, a console to call it as someone, and its recent calls. */
export function FunctionConsole({
  projectId,
  env,
  name,
  calls,
}: {
  projectId: string;
  env: AppDataEnvironment;
  name: string;
  calls: FunctionCall[];
}) {
  const ids = useId();
  const [call, setCall] = useState<ConsoleCall>({ method: 'POST', as: 'owner', body: '{\n  \n}' });
  const run = useConsoleCall(projectId, env, name);
  const result = run.data;
  const send = () => run.mutate(call);
  return (
    <section aria-labelledby={`${ids}-title`} className="max-w-3xl space-y-5 p-4">
      <div>
        <h3 id={`${ids}-title`} className="font-mono text-sm font-semibold text-slate-900">
          functions/{name}.ts
        </h3>
        <p className="mt-0.5 text-xs break-all text-slate-500">
          <code>{texts.address(name)}</code> · <code>{texts.webhookAddress(name)}</code>
        </p>
      </div>
      <form
        className="space-y-3 rounded-xl border border-slate-200 bg-slate-50/60 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <h4 className="text-sm font-semibold text-slate-900">{texts.console}</h4>
        <div className="flex flex-wrap gap-3">
          <div className="space-y-1">
            <Label htmlFor={`${ids}-method`}>{texts.method}</Label>
            <Select
              value={call.method}
              onValueChange={(method) => setCall({ ...call, method: method as ConsoleCall['method'] })}
            >
              <SelectTrigger id={`${ids}-method`} className="w-28">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {consoleMethods.map((method) => (
                  <SelectItem key={method} value={method}>
                    {method}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="min-w-48 flex-1 space-y-1">
            <Label htmlFor={`${ids}-as`}>{texts.callAs}</Label>
            <Select value={call.as} onValueChange={(as) => setCall({ ...call, as: as as ConsoleCall['as'] })}>
              <SelectTrigger id={`${ids}-as`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {consoleIdentities.map((who) => (
                  <SelectItem key={who} value={who}>
                    {texts.identities[who]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        {call.method !== 'GET' ? (
          <div className="space-y-1">
            <Label htmlFor={`${ids}-body`}>{texts.body}</Label>
            <Textarea
              id={`${ids}-body`}
              value={call.body}
              spellCheck={false}
              aria-describedby={`${ids}-body-hint`}
              className="min-h-20 font-mono text-xs"
              onChange={(event) => setCall({ ...call, body: event.target.value })}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                  event.preventDefault();
                  send();
                }
              }}
            />
            <p id={`${ids}-body-hint`} className="text-xs text-slate-500">
              {texts.bodyHint}
            </p>
          </div>
        ) : null}
        <Button type="submit" size="sm" disabled={run.isPending}>
          {run.isPending ? <Loader2Icon aria-hidden className="animate-spin" /> : <PlayIcon aria-hidden />}
          {run.isPending ? texts.running : texts.run}
        </Button>
        <FieldError id={`${ids}-error`} message={run.error?.message} />
      </form>
      {result ? (
        <section aria-label={texts.answer} className="space-y-2">
          <h4 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            {texts.answer}
            <StatusBadge status={result.status} outcome={result.outcome} />
            <span className="text-xs font-normal text-slate-500 tabular-nums">{result.durationMs} ms</span>
          </h4>
          <pre className="max-h-72 overflow-auto rounded-lg border border-slate-200 bg-white p-2 font-mono text-xs whitespace-pre-wrap text-slate-800">
            {shownBody(result)}
          </pre>
          <h5 className="text-xs font-semibold text-slate-600">{texts.logs}</h5>
          <LogLines logs={result.logs} />
        </section>
      ) : null}
      <section className="space-y-2">
        <h4 className="text-sm font-semibold text-slate-900">{texts.recentCalls}</h4>
        <CallList calls={calls} />
      </section>
    </section>
  );
}
