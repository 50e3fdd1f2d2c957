import { useMutation } from '@tanstack/react-query';
import { CheckCircle2Icon, ExternalLinkIcon, Loader2Icon, UploadIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { exportTexts, repositoryNameSchema, suggestedRepositoryName } from '../../../../shared/github-export';
import { paths } from '../../../../shared/routes';
import { Button, buttonVariants } from '../../../components/ui/button';
import { type ControlledOpenProps, useControlledOpen } from '../../../components/ui/controlled-open';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { FieldError, Input, Label } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { notify } from '../../../components/ui/toaster';
import { api, unwrap } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { ProviderIcon } from '../../auth/provider-icons';
import { useIntegrationStatus } from '../../integrations/integrations-api';

interface ExportProps {
  projectId: string;
  projectName: string;
  triggerClassName?: string;
}

/** The builder's Export to GitHub: the trigger and the dialog with the repository to push to. */
export function ExportGithubDialog({
  projectId,
  projectName,
  triggerClassName,
  withoutTrigger,
  ...controlled
}: ExportProps & ControlledOpenProps) {
  const [open, setOpen] = useControlledOpen(controlled);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {withoutTrigger ? null : (
        <DialogTrigger asChild>
          <Button
            variant="ghostDark"
            size="sm"
            aria-label={exportTexts.title}
            title={exportTexts.title}
            className={triggerClassName}
          >
            <ProviderIcon provider="github" />
          </Button>
        </DialogTrigger>
      )}
      <DialogContent title={exportTexts.title} description={exportTexts.description} className="max-w-lg">
        {/* Mounted only while open: each opening reads the current connection and starts fresh. */}
        {open ? <ExportBody projectId={projectId} projectName={projectName} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ExportBody({ projectId, projectName }: Omit<ExportProps, 'triggerClassName'>) {
  const github = useIntegrationStatus('github');
  if (github.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
        <Loader2Icon aria-hidden className="size-4 animate-spin text-brand-600" />
        Checking your GitHub connection...
      </p>
    );
  }
  if (github.data?.status !== 'connected') {
    return (
      <div className="grid gap-4">
        <p className="text-sm text-slate-700">{github.error?.message ?? exportTexts.notConnected}</p>
        <Link to={paths.integrations} className={cn(buttonVariants(), 'justify-self-start')}>
          Go to Integrations
        </Link>
      </div>
    );
  }
  return <ExportForm projectId={projectId} projectName={projectName} />;
}

function ExportForm({ projectId, projectName }: Omit<ExportProps, 'triggerClassName'>) {
  const nameId = useId();
  const privateId = useId();
  const [repository, setRepository] = useState(() => suggestedRepositoryName(projectName));
  const [isPrivate, setIsPrivate] = useState(true);
  const [problem, setProblem] = useState<string>();
  const push = useMutation({
    mutationFn: (input: { repository: string; private: boolean }) =>
      unwrap(api.projects[':projectId']['github-export'].$post({ param: { projectId }, json: input })),
    onSuccess: (result) => notify.success(exportTexts.exported, result.repositoryUrl),
    onError: (error) => notify.error(exportTexts.failed, error.message),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = repositoryNameSchema.safeParse(repository);
    setProblem(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) push.mutate({ repository: parsed.data, private: isPrivate });
  };

  if (push.data) {
    return (
      <div className="grid gap-4" role="status">
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <CheckCircle2Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
          <span>
            {push.data.created ? 'Created the repository and pushed' : 'Pushed'} {push.data.fileCount}{' '}
            {push.data.fileCount === 1 ? 'file' : 'files'} in one commit ({push.data.commitSha.slice(0, 7)}).
          </span>
        </p>
        <a
          href={push.data.repositoryUrl}
          target="_blank"
          rel="noreferrer"
          className="flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 font-mono text-sm break-all text-brand-700 hover:bg-slate-100"
        >
          <ExternalLinkIcon aria-hidden className="size-4 shrink-0" />
          {push.data.repositoryUrl}
        </a>
        <Button variant="outline" className="justify-self-start" onClick={() => push.reset()}>
          Export again
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={exportTexts.title}>
      <div className="grid gap-1.5">
        <Label htmlFor={nameId}>Repository name</Label>
        <Input
          id={nameId}
          value={repository}
          onChange={(e) => {
            setRepository(e.target.value);
            setProblem(undefined);
          }}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${nameId}-help${problem ? ` ${nameId}-error` : ''}`}
          className="font-mono"
        />
        <p id={`${nameId}-help`} className="text-xs text-slate-500">
          Created on your account if it does not exist; otherwise its files are replaced by the project's in a new
          commit.
        </p>
        <FieldError id={`${nameId}-error`} message={problem} />
      </div>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={privateId}>Private repository</Label>
        <Switch id={privateId} checked={isPrivate} onCheckedChange={setIsPrivate} />
      </div>
      <div className="flex justify-end border-t border-slate-100 pt-5">
        <Button type="submit" disabled={push.isPending}>
          <UploadIcon aria-hidden />
          {push.isPending ? 'Exporting...' : 'Export'}
        </Button>
      </div>
    </form>
  );
}
