import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { gitConnectSchema, gitTexts } from '../../../../shared/git-sync';
import { suggestedRepositoryName } from '../../../../shared/github-export';
import { paths } from '../../../../shared/routes';
import { buttonVariants } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';
import { useGitConnect } from './git-api';
import { ConnectButton, Field, type FieldErrors, fieldProps, issuesByField, ServerError } from './git-form-parts';

/** A new repository on the user's GitHub account, made and joined in one step. */
export function GitGithubForm({
  projectId,
  projectName,
  githubConnected,
}: {
  projectId: string;
  projectName: string;
  githubConnected: boolean;
}) {
  const id = useId();
  const [repository, setRepository] = useState(() => suggestedRepositoryName(projectName));
  const [isPrivate, setIsPrivate] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const connect = useGitConnect(projectId);

  if (!githubConnected) {
    return (
      <div className="grid gap-4">
        <p className="text-sm text-slate-700">{gitTexts.githubNotConnected}</p>
        <Link to={paths.integrations} className={cn(buttonVariants(), 'justify-self-start')}>
          Go to Integrations
        </Link>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = gitConnectSchema.safeParse({ kind: 'github', repository, private: isPrivate });
    setErrors(parsed.success ? {} : issuesByField(parsed.error));
    if (parsed.success) connect.mutate(parsed.data);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="New GitHub repository">
      <Field
        id={`${id}-repository`}
        label="Repository name"
        hint="Created on your GitHub account; every version of the project becomes a commit there."
        error={errors.repository}
      >
        <Input
          {...fieldProps(`${id}-repository`, errors.repository, true)}
          value={repository}
          onChange={(e) => {
            setRepository(e.target.value);
            setErrors({});
          }}
          spellCheck={false}
          autoComplete="off"
          className="font-mono"
        />
      </Field>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={`${id}-private`}>Private repository</Label>
        <Switch id={`${id}-private`} checked={isPrivate} onCheckedChange={setIsPrivate} />
      </div>
      <ServerError message={connect.error?.message} />
      <ConnectButton pending={connect.isPending} />
    </form>
  );
}
