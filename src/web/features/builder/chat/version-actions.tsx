import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HistoryIcon, RotateCcwIcon } from 'lucide-react';
import { useState } from 'react';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { notify } from '../../../components/ui/toaster';
import { api, unwrap } from '../../../lib/api';
import { useGitStatus } from '../git/git-api';
import { GitVersionBadge } from '../git/git-version-badge';
import { VersionChanges } from '../history/version-changes';
import type { BuilderMessage, BuilderSession } from '../session/builder-session';

/** The versions of a real project, re-read whenever the conversation grows. */
export function useVersions(session: BuilderSession) {
  return useQuery({
    queryKey: ['project', session.project.id, 'versions', session.messages.length],
    queryFn: () => unwrap(api.projects[':projectId'].versions.$get({ param: { projectId: session.project.id } })),
    enabled: !session.isDemo,
    placeholderData: (previous) => previous,
  });
}

type Versions = NonNullable<ReturnType<typeof useVersions>['data']>['versions'];

/** Under an assistant reply: the version its turn produced, its code, and a way back to it. */
export function VersionActions({
  session,
  message,
  versions,
}: {
  session: BuilderSession;
  message: BuilderMessage;
  versions: Versions;
}) {
  const version = versions.find((v) => v.messageId === message.id);
  const [viewing, setViewing] = useState(false);
  const queryClient = useQueryClient();
  const projectId = session.project.id;
  // The header's Git button polls; the badges only read what it fetched.
  const git = useGitStatus(projectId, { enabled: !session.isDemo && session.project.canEdit, poll: false });
  const synced = version ? git.data?.connection?.versions[version.id] : undefined;
  const restore = useMutation({
    mutationFn: () =>
      unwrap(
        api.projects[':projectId'].versions[':versionId'].restore.$post({
          param: { projectId, versionId: version?.id ?? '' },
        }),
      ),
    onSuccess: async (created) => {
      notify.success(
        'Version restored',
        `The files are back as they were in version ${version?.number}; saved as version ${created.number}.`,
      );
      await queryClient.invalidateQueries({ queryKey: ['project', projectId] });
    },
    onError: (error) => notify.error('Restore failed', error.message),
  });
  if (!version) return null;
  const latest = versions[0]?.id === version.id;
  return (
    <div>
      <div className="mt-1 flex items-center gap-2 px-1 text-[11px] text-slate-500">
        <HistoryIcon className="size-3" aria-hidden />
        <span>Version {version.number}</span>
        {synced ? <GitVersionBadge state={synced.state} commit={synced.commit} /> : null}
        <button type="button" className="text-brand-600 hover:underline" onClick={() => setViewing(true)}>
          View code
        </button>
        {session.project.canEdit && !latest && (
          <button
            type="button"
            className="inline-flex items-center gap-1 text-brand-600 hover:underline disabled:opacity-50"
            disabled={restore.isPending}
            onClick={() => restore.mutate()}
            aria-label={`Restore version ${version.number}`}
          >
            <RotateCcwIcon className="size-3" aria-hidden />
            {restore.isPending ? 'Restoring...' : 'Restore'}
          </button>
        )}
        {viewing && (
          <VersionCode
            projectId={projectId}
            versionId={version.id}
            number={version.number}
            onClose={() => setViewing(false)}
          />
        )}
      </div>
      <VersionChanges projectId={projectId} version={version} />
    </div>
  );
}

function VersionCode({
  projectId,
  versionId,
  number,
  onClose,
}: {
  projectId: string;
  versionId: string;
  number: number;
  onClose: () => void;
}) {
  const code = useQuery({
    queryKey: ['project', projectId, 'version', versionId],
    queryFn: () => unwrap(api.projects[':projectId'].versions[':versionId'].$get({ param: { projectId, versionId } })),
  });
  const [selected, setSelected] = useState<string | null>(null);
  const files = code.data?.files ?? [];
  const file = files.find((f) => f.filePath === selected) ?? files[0];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`Version ${number}`}
        description="The project's files as this turn left them."
        className="max-w-4xl"
      >
        {code.isPending ? (
          <p className="text-sm text-slate-500">Loading the code...</p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-[200px_1fr]">
            <ul aria-label="Files in this version" className="max-h-96 overflow-y-auto text-sm">
              {files.map((f) => (
                <li key={f.filePath}>
                  <button
                    type="button"
                    onClick={() => setSelected(f.filePath)}
                    className={`w-full truncate rounded px-2 py-1 text-left font-mono text-xs ${f.filePath === file?.filePath ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-50'}`}
                  >
                    {f.filePath}
                  </button>
                </li>
              ))}
            </ul>
            <pre className="max-h-96 overflow-auto rounded-lg bg-slate-950 p-3 font-mono text-xs text-slate-100">
              {file?.content ?? ''}
            </pre>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
