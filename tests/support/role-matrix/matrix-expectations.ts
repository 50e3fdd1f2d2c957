import { can } from '../../../src/shared/workspaces';
import { type Principal, principals, type Row, roleOf, type Which } from './matrix-types';

export const projectNotFound = "The project you're looking for doesn't exist or you don't have access to it.";

export const rowName = (row: Row) => `${row.method} ${row.path}${row.label ? ` (${row.label})` : ''} [${row.action}]`;

export type Expected = { allowed: true } | { allowed: false; status: 401 | 403 | 404 };

/** What the policy says `who` gets from `row` on the `which` project. */
export function expected(row: Row, who: Principal, which: Which): Expected {
  const allowed = { allowed: true } as const;
  const denied = (status: 401 | 403 | 404) => ({ allowed: false, status }) as const;
  if (who === 'anonymous') {
    if (!row.open) return denied(401);
    return which === 'public' ? allowed : denied(404);
  }
  const role = roleOf[who];
  if (row.publicToSignedIn && which === 'public') return allowed;
  if (role) return can(role, row.action) ? allowed : denied(row.hidden ? 404 : 403);
  // A signed-in stranger: a private project does not exist for them; a public one is read-only.
  if (which === 'private') return denied(404);
  if (row.action === 'view' && !row.membersOnly) return allowed;
  return denied(row.hidden ? 404 : 403);
}

/** Private: everyone on every route. Public: everyone on reads; the outsiders on the rest. */
export const callsOf = (row: Row) =>
  (['private', 'public'] as const).flatMap((which) =>
    principals
      .filter((who) => which === 'private' || row.action === 'view' || row.publicToSignedIn || roleOf[who] === null)
      .map((who) => ({ who, which })),
  );
