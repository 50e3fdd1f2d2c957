import { useQuery } from '@tanstack/react-query';
import { TriangleAlertIcon } from 'lucide-react';
import { appDataTexts } from '../../../../shared/app-data-texts';
import { api, unwrap } from '../../../lib/api';

/**
 * Before a deploy: the collections the build about to go live lets anyone add to, change or
 * delete, from its cloud.json. Nothing shows when there are none.
 */
export function RulesCheck({ projectId, open }: { projectId: string; open: boolean }) {
  const query = useQuery({
    queryKey: ['project', projectId, 'rules-check'],
    queryFn: () => unwrap(api.projects[':projectId'].data['rules-check'].$get({ param: { projectId } })),
    enabled: open,
    staleTime: 0,
  });
  const writes = query.data?.publicWrites ?? [];
  if (writes.length === 0) return null;
  return (
    <section
      aria-labelledby="rules-check-title"
      className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
    >
      <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
      <div className="min-w-0 space-y-1">
        <h3 id="rules-check-title" className="font-medium">
          {appDataTexts.rulesCheckTitle}
        </h3>
        <ul className="list-disc space-y-0.5 pl-4">
          {writes.map((w) => (
            <li key={w.collection} className="break-words">
              {appDataTexts.rulesCheckLine(
                w.collection,
                w.operations.map((op) => appDataTexts.operations[op]),
              )}
            </li>
          ))}
        </ul>
        <p className="text-xs text-amber-800">{appDataTexts.rulesCheckBody}</p>
      </div>
    </section>
  );
}
