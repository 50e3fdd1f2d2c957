import { GitBranchIcon, Loader2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { type GitStatusResponse, gitTexts } from '../../../../shared/git-sync';
import { paths } from '../../../../shared/routes';
import { Button, buttonVariants } from '../../../components/ui/button';
import { type ControlledOpenProps, useControlledOpen } from '../../../components/ui/controlled-open';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { useGitStatus } from './git-api';
import { GitConflictPanel } from './git-conflict-panel';
import { GitConnectChoice } from './git-connect-choice';
import { GitConnectionSummary } from './git-connection-summary';
import { GitStateDot, gitStateLabel } from './git-state';

interface GitSyncProps {
  projectId: string;
  projectName: string;
  triggerClassName?: string;
}

/** The builder's Git sync: the header button with the sync state's dot, and the dialog behind it. */
export function GitSyncDialog({
  projectId,
  projectName,
  triggerClassName,
  withoutTrigger,
  ...controlled
}: GitSyncProps & ControlledOpenProps) {
  const [open, setOpen] = useControlledOpen(controlled);
  // The header's button polls all the time (its dot shows the state); a menu-opened copy only while open.
  const status = useGitStatus(projectId, { poll: !withoutTrigger || open, enabled: !withoutTrigger || open });
  const state = status.data?.connection?.state;
  const conflict = Boolean(status.data?.connection?.conflict);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {withoutTrigger ? null : (
        <DialogTrigger asChild>
          <Button
            variant="ghostDark"
            size="sm"
            aria-label={gitTexts.title}
            title={state ? `${gitTexts.title}: ${gitStateLabel[state]}` : gitTexts.title}
            className={cn('relative', triggerClassName)}
          >
            <GitBranchIcon aria-hidden />
            {state ? <GitStateDot state={state} className="absolute top-1 right-1 ring-2 ring-ink-950" /> : null}
          </Button>
        </DialogTrigger>
      )}
      <DialogContent
        title={gitTexts.title}
        description={gitTexts.description}
        className={conflict ? 'max-w-3xl' : 'max-w-lg'}
      >
        {/* Mounted only while open: each opening starts with fresh forms. */}
        {open ? <GitSyncBody projectId={projectId} projectName={projectName} status={status} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function GitSyncBody({
  projectId,
  projectName,
  status,
}: {
  projectId: string;
  projectName: string;
  status: ReturnType<typeof useGitStatus>;
}) {
  if (status.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
        <Loader2Icon aria-hidden className="size-4 animate-spin text-brand-600" />
        Checking the Git connection…
      </p>
    );
  }
  if (status.isError) {
    return (
      <div className="grid gap-3">
        <p role="alert" className="text-sm text-red-700">
          {status.error.message}
        </p>
        <Button variant="outline" className="justify-self-start" onClick={() => void status.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <GitSyncContent projectId={projectId} projectName={projectName} data={status.data} />;
}

function GitSyncContent({
  projectId,
  projectName,
  data,
}: {
  projectId: string;
  projectName: string;
  data: GitStatusResponse;
}) {
  const { connection } = data;
  if (!data.available && !connection) {
    return (
      <div className="grid gap-4">
        <p className="text-sm text-slate-700">{gitTexts.planRequired}</p>
        <Link to={paths.pricing} className={cn(buttonVariants(), 'justify-self-start')}>
          See plans
        </Link>
      </div>
    );
  }
  if (!connection) {
    return <GitConnectChoice projectId={projectId} projectName={projectName} githubConnected={data.githubConnected} />;
  }
  return (
    <div className="grid gap-6">
      {data.available ? null : <p className="text-sm text-slate-700">{gitTexts.planRequired}</p>}
      {connection.conflict ? (
        <GitConflictPanel projectId={projectId} branch={connection.branch} conflict={connection.conflict} />
      ) : null}
      <GitConnectionSummary projectId={projectId} connection={connection} />
    </div>
  );
}
