import { TriangleAlertIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { servicesPanelTexts as texts } from '../../../../shared/app-services/panel-texts';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** One section's page: its title (with, say, the environment switch beside it) above its cards. */
export function ServicePage({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="max-w-3xl space-y-4 p-4">
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** A card within a section, named by its heading for screen readers. */
export function ServiceCard({
  title,
  hint,
  children,
  className,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('rounded-xl border border-slate-200 bg-white p-4', className)}>
      <h3 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      {hint ? <p className="mt-0.5 text-xs text-slate-500">{hint}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** What failed to load, and a way to ask again; `boxed` where it stands in for a whole section's cards. */
export function LoadError({
  message,
  detail,
  onRetry,
  boxed,
}: {
  message: string;
  detail?: string;
  onRetry: () => void;
  boxed?: boolean;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-700',
        boxed && 'rounded-xl border border-red-200 bg-red-50/60 p-4',
      )}
    >
      <TriangleAlertIcon aria-hidden className="size-4 shrink-0 text-red-600" />
      <p className="min-w-0 flex-1">
        {message} <span className="text-slate-500">{detail}</span>
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {texts.retry}
      </Button>
    </div>
  );
}

/** A use against its limit: the figures, and a bar that turns amber near the end and red past it. */
export function UsageMeter({
  label,
  value,
  max,
  figures,
  detail,
}: {
  label: string;
  value: number;
  max: number;
  figures: string;
  detail?: string;
}) {
  const share = max > 0 ? Math.min(1, value / max) : value > 0 ? 1 : 0;
  const tone = share >= 1 ? 'bg-red-500' : share >= 0.8 ? 'bg-amber-500' : 'bg-brand-600';
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-semibold text-slate-900 tabular-nums">{figures}</span>
        {detail ? <span className="text-slate-500 tabular-nums">{detail}</span> : null}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(value, max)}
        aria-valuetext={figures}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className={cn('h-full rounded-full transition-[width]', tone)} style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}

/** "How apps use it": a few words and the lines of code an app writes. */
export function CodeHint({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <h3 id={id} className="text-sm font-semibold text-slate-900">
        {texts.howAppsUseIt}
      </h3>
      <div className="mt-2 space-y-2 text-sm text-slate-600">{children}</div>
    </section>
  );
}

export function Code({ children }: { children: string }) {
  return (
    <pre className="overflow-x-auto rounded-lg whitespace-pre-wrap break-words border border-slate-200 bg-white px-3 py-2 font-mono text-xs leading-relaxed text-slate-800">
      <code>{children}</code>
    </pre>
  );
}
