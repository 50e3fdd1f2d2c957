import { Code2Icon, RocketIcon } from 'lucide-react';
import { builderTexts } from '../../../../shared/builder-texts';

/** "Shipping Your App": covers the preview while the app is being built, with how far along it is. */
export function BuildOverlay({ progress, step }: { progress: number; step?: string | null }) {
  const percent = Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <div className="absolute inset-0 z-10 flex items-center justify-center bg-slate-950/70 p-6 backdrop-blur-sm">
      <div
        role="status"
        aria-live="polite"
        className="w-full max-w-sm rounded-2xl border border-white/10 bg-ink-900 p-6 text-center text-white shadow-2xl"
      >
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-accent-500 shadow-lg shadow-brand-500/30">
          <RocketIcon aria-hidden className="size-7 animate-bounce" />
        </span>
        <h3 className="mt-4 text-lg font-semibold">{builderTexts.buildingTitle}</h3>
        <p className="mt-1 text-sm text-slate-300">{builderTexts.buildingBody}</p>
        <div className="mt-5 flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={builderTexts.buildProgressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 flex-1 overflow-hidden rounded-full bg-white/10"
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-brand-500 to-accent-500 transition-[width] duration-500 ease-out"
              style={{ width: `${percent}%` }}
            />
          </div>
          <span className="w-10 text-right text-sm font-semibold tabular-nums">{percent}%</span>
        </div>
        <p className="mt-4 inline-flex max-w-full items-center gap-1.5 text-xs text-slate-400">
          <Code2Icon aria-hidden className="size-3.5 shrink-0 animate-pulse" />
          <span className="truncate">
            {step ? `${builderTexts.buildingFooter} · ${step}` : builderTexts.buildingFooter}
          </span>
        </p>
      </div>
    </div>
  );
}
