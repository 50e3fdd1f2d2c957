import { collaborationTexts } from '../../../../shared/collaboration';
import type { BuilderCollaboration } from '../session/builder-session';

const initialsOf = (name: string, email: string) =>
  (name.trim() || email)
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The members who have this project open now; shown once someone else is here too. */
export function PresenceAvatars({ collaboration }: { collaboration: BuilderCollaboration | null | undefined }) {
  const present = collaboration?.present ?? [];
  if (present.length < 2) return null;
  const label = `${collaborationTexts.hereNow}: ${present
    .map((p) => (p.you ? `${p.name || p.email} (${collaborationTexts.you})` : p.name || p.email))
    .join(', ')}`;
  return (
    <ul aria-label={label} title={label} className="hidden items-center -space-x-2 sm:flex">
      {present.slice(0, 4).map((member) => (
        <li
          key={member.userId}
          className="inline-flex size-7 items-center justify-center rounded-full border-2 border-slate-900 bg-gradient-to-br from-brand-400 to-accent-500 text-[11px] font-semibold text-white"
        >
          <span aria-hidden>{initialsOf(member.name, member.email)}</span>
        </li>
      ))}
      {present.length > 4 ? (
        <li className="inline-flex size-7 items-center justify-center rounded-full border-2 border-slate-900 bg-slate-700 text-[11px] font-semibold text-white">
          +{present.length - 4}
        </li>
      ) : null}
    </ul>
  );
}
