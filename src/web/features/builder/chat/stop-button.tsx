import { SquareIcon } from 'lucide-react';
import { useState } from 'react';
import { generationTexts } from '../../../../shared/generation';

/** In place of Send while a reply is written: ends it, keeping what it wrote so far. */
export function StopButton({ stop }: { stop: () => Promise<void> }) {
  const [stopping, setStopping] = useState(false);
  const onClick = async () => {
    setStopping(true);
    try {
      await stop();
    } finally {
      setStopping(false);
    }
  };
  return (
    <button
      type="button"
      aria-label={generationTexts.stop}
      title={generationTexts.stop}
      onClick={onClick}
      disabled={stopping}
      className="inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-lg bg-slate-800 text-white shadow-sm transition hover:bg-slate-700 disabled:cursor-not-allowed disabled:opacity-60"
    >
      <SquareIcon className="size-3.5 fill-current" aria-hidden />
    </button>
  );
}
