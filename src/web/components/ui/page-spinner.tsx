import { Loader2Icon } from 'lucide-react';

/** A whole-page wait with its reason said aloud to screen readers. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[60dvh] flex-col items-center justify-center gap-3 text-slate-500">
      <Loader2Icon className="size-8 animate-spin text-brand-600" aria-hidden />
      <p className="text-sm">{label}</p>
    </div>
  );
}
