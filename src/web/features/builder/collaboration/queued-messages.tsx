import { ClockIcon } from 'lucide-react';
import { collaborationTexts } from '../../../../shared/collaboration';
import type { BuilderSession } from '../session/builder-session';

/** The messages waiting for the reply being written, in the order they will be answered. */
export function QueuedMessages({ session }: { session: BuilderSession }) {
  const queue = session.collaboration?.queue ?? [];
  if (!queue.length) return null;
  return (
    <section aria-label={collaborationTexts.waiting(queue.length)} className="border-t border-slate-100 px-4 py-2">
      <p className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
        <ClockIcon className="size-3.5" aria-hidden />
        {collaborationTexts.waiting(queue.length)}
      </p>
      <ol className="mt-1 space-y-1">
        {queue.map((item) => (
          <li key={item.id} className="flex items-center gap-2 rounded-lg bg-slate-50 px-2 py-1 text-xs text-slate-600">
            <span className="shrink-0 font-medium text-slate-700">{item.senderName}</span>
            <span className="min-w-0 flex-1 truncate">{item.content}</span>
            {item.mine || session.project.canManage ? (
              <button
                type="button"
                onClick={() => void session.collaboration?.takeBack(item.id)}
                className="shrink-0 cursor-pointer rounded px-1.5 py-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-800"
              >
                {collaborationTexts.takeBack}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
