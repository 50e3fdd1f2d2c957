import { TriangleAlertIcon } from 'lucide-react';
import type { AppDataEnvironment } from '../../../../shared/app-data';
import { appDataTexts } from '../../../../shared/app-data-texts';
import { type AccessLevel, accessFor, accessLevels, cloudOperations } from '../../../../shared/cloud/rules';
import { cn } from '../../../lib/cn';
import type { DataSummary } from './app-data-api';

const tones: Record<AccessLevel, string> = {
  public: 'bg-amber-50 text-amber-800 ring-amber-200',
  'signed-in': 'bg-sky-50 text-sky-800 ring-sky-200',
  owner: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  none: 'bg-slate-100 text-slate-600 ring-slate-200',
};

function sourceOf(summary: DataSummary, env: AppDataEnvironment) {
  if (summary.rules === null) return env === 'live' ? appDataTexts.liveNotDeployed : appDataTexts.rulesNoneServed;
  return env === 'live' ? appDataTexts.rulesSourceLive : appDataTexts.rulesSourcePreview;
}

/** Who may do what to each collection, as the environment's build enforces it right now. */
export function RulesPanel({ summary, env }: { summary: DataSummary; env: AppDataEnvironment }) {
  const { rules } = summary;
  const names = Object.keys(rules?.collections ?? {}).sort();
  const open = new Set(summary.publicWrites.map((w) => w.collection));
  return (
    <section aria-labelledby="rules-title" className="max-w-2xl space-y-4 p-4">
      <div>
        <h3 id="rules-title" className="text-sm font-semibold text-slate-900">
          {appDataTexts.rulesTitle}
        </h3>
        <p className="mt-0.5 text-xs text-slate-500">{sourceOf(summary, env)}</p>
      </div>
      {rules && names.length > 0 ? (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {names.map((name) => (
            <li key={name} className="space-y-2 px-3 py-2.5">
              <h4 className="flex items-center gap-1.5 text-sm font-medium text-slate-900">
                {name}
                {open.has(name) ? (
                  <span className="inline-flex items-center gap-1 text-xs font-normal text-amber-700">
                    <TriangleAlertIcon aria-hidden className="size-3.5" />
                    {appDataTexts.publicWriteWarning}
                  </span>
                ) : null}
              </h4>
              <dl className="flex flex-wrap gap-1.5">
                {cloudOperations.map((op) => {
                  const level = accessFor(rules, name, op);
                  return (
                    <div
                      key={op}
                      className={cn(
                        'inline-flex gap-1 rounded-full px-2 py-0.5 text-xs ring-1 ring-inset',
                        tones[level],
                      )}
                    >
                      <dt className="font-medium">{appDataTexts.operations[op]}:</dt>
                      <dd>{appDataTexts.levels[level]}</dd>
                    </div>
                  );
                })}
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
      {rules && names.length === 0 ? <p className="text-sm text-slate-600">{appDataTexts.emptyRules}</p> : null}
      {rules ? (
        <div className="space-y-1 text-xs text-slate-500">
          <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
            {accessLevels.map((level) => (
              <div key={level} className="contents">
                <dt className="font-medium text-slate-700">{appDataTexts.levels[level]}</dt>
                <dd>{appDataTexts.levelMeanings[level]}</dd>
              </div>
            ))}
          </dl>
          <p>{appDataTexts.rulesDefault}</p>
        </div>
      ) : null}
    </section>
  );
}
