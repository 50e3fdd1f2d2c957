import { ExternalLinkIcon, Loader2Icon, RefreshCwIcon, UnplugIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type GitConnectionView, shortCommit } from '../../../../shared/git-sync';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useGitDisconnect, useGitSync } from './git-api';
import { GitStateBadge, relativeTime } from './git-state';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-slate-500">{term}</dt>
      <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

function Remote({ connection }: { connection: GitConnectionView }) {
  if (!connection.webUrl) return <span className="font-mono">{connection.remoteUrl}</span>;
  return (
    <a
      href={connection.webUrl}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-start gap-1 font-mono text-brand-700 hover:underline"
    >
      <span className="min-w-0 [overflow-wrap:anywhere]">{connection.remoteUrl}</span>
      <ExternalLinkIcon aria-hidden className="mt-0.5 size-3.5 shrink-0" />
    </a>
  );
}

function Refused({ files }: { files: GitConnectionView['refused'] }) {
  if (files.length === 0) return null;
  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <p className="font-medium">Not taken from Git:</p>
      <ul className="mt-1 grid gap-0.5">
        {files.map((file) => (
          <li key={file.path} className="break-all">
            <span className="font-mono">{file.path}</span> — {file.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A connected project: where it syncs to, how it stands, and Sync now / Disconnect. */
export function GitConnectionSummary({ projectId, connection }: { projectId: string; connection: GitConnectionView }) {
  const sync = useGitSync(projectId);
  const disconnect = useGitDisconnect(projectId);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="grid gap-4">
      <dl className="grid gap-2 text-sm">
        <Row term="Remote">
          <Remote connection={connection} />
        </Row>
        <Row term="Branch">
          <span className="font-mono">{connection.branch}</span>
        </Row>
        <Row term="State">
          <GitStateBadge state={connection.state} />
        </Row>
        <Row term="Last sync">
          {connection.lastSyncedAt ? (
            <time dateTime={connection.lastSyncedAt} title={new Date(connection.lastSyncedAt).toLocaleString()}>
              {relativeTime(connection.lastSyncedAt)}
            </time>
          ) : (
            'Not yet'
          )}
        </Row>
        {connection.lastSyncedCommit ? (
          <Row term="Last commit">
            <span className="font-mono">{shortCommit(connection.lastSyncedCommit)}</span>
          </Row>
        ) : null}
        <Row term="Token">
          <span className="font-mono">{connection.tokenHint}</span>
        </Row>
      </dl>
      {connection.lastError ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm break-words text-red-800"
        >
          {connection.lastError}
        </p>
      ) : null}
      <Refused files={connection.refused} />
      {/* Sync now first in the DOM as on screen: the focus a dialog opens with never lands on Disconnect. */}
      <div className="flex flex-col gap-2 border-t border-slate-100 pt-5 sm:flex-row-reverse sm:justify-start">
        <Button onClick={() => sync.mutate()} disabled={sync.isPending}>
          {sync.isPending || connection.state === 'syncing' ? (
            <Loader2Icon aria-hidden className="animate-spin" />
          ) : (
            <RefreshCwIcon aria-hidden />
          )}
          Sync now
        </Button>
        <Button variant="outline" onClick={() => setConfirming(true)}>
          <UnplugIcon aria-hidden />
          Disconnect
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Disconnect from Git?"
        body="The repository and the project stay as they are."
        action="Disconnect"
        cancel="Cancel"
        pending={disconnect.isPending}
        onConfirm={() => disconnect.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </div>
  );
}
