import { RotateCwIcon } from 'lucide-react';
import { useState } from 'react';
import { generationTexts } from '../../../../shared/generation';
import type { BuilderSession } from '../session/builder-session';

/** Under a reply that failed or was cut off: answer the same message again. */
export function RetryButton({ session }: { session: BuilderSession }) {
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await session.retry();
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={retry}
      disabled={busy || session.replyPending}
      className="mt-1.5 inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-brand-200 bg-white px-3 py-1 text-xs font-medium text-brand-700 shadow-sm transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
    >
      <RotateCwIcon aria-hidden className={busy ? 'size-3.5 animate-spin' : 'size-3.5'} />
      {busy ? generationTexts.retrying : generationTexts.retry}
    </button>
  );
}
