import { UsersIcon } from 'lucide-react';
import type { AppDataEnvironment } from '../../../../shared/app-data';
import { appDataTexts } from '../../../../shared/app-data-texts';
import { LoadingLine } from './loading-line';
import { useAppUsers } from './use-app-data';

const when = (iso: string) => new Date(iso).toLocaleDateString([], { dateStyle: 'medium' });

/** The people who signed in to the app (not anonymous visitors), newest first. */
export function UsersPanel({ projectId, env }: { projectId: string; env: AppDataEnvironment }) {
  const query = useAppUsers(projectId, env);
  return (
    <section aria-labelledby="app-users-title" className="p-4">
      <h3 id="app-users-title" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        {appDataTexts.users}
        {query.data ? (
          <span className="font-normal text-slate-500">{appDataTexts.usersCount(query.data.total)}</span>
        ) : null}
      </h3>
      {query.isPending ? (
        <LoadingLine className="mt-4" />
      ) : query.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {query.error.message}
        </p>
      ) : query.data.users.length === 0 ? (
        <div className="mt-4 flex max-w-md items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4">
          <UsersIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-400" />
          <p className="text-sm text-slate-600">{appDataTexts.usersEmpty}</p>
        </div>
      ) : (
        <table className="mt-3 w-full max-w-xl text-sm">
          <thead className="text-left text-xs text-slate-500">
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 font-medium">
                {appDataTexts.email}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {appDataTexts.joined}
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.users.map((user) => (
              <tr key={user.id} className="border-b border-slate-100">
                <td className="py-2 break-all text-slate-900">{user.email}</td>
                <td className="py-2 pl-3 text-right whitespace-nowrap text-slate-500">{when(user.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
