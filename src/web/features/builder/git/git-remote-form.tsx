import { type FormEvent, useId, useState } from 'react';
import { gitConnectSchema } from '../../../../shared/git-sync';
import { Input } from '../../../components/ui/input';
import { useGitConnect } from './git-api';
import { ConnectButton, Field, type FieldErrors, fieldProps, issuesByField, ServerError } from './git-form-parts';

const remoteTexts = {
  url: 'Repository URL',
  urlPlaceholder: 'https://git.example.com/team/app.git',
  branch: 'Branch',
  username: 'Username',
  usernamePlaceholder: 'Usually not needed',
  token: 'Access token',
  tokenHint: 'A personal access token that may push to the repository. It is stored encrypted and never shown again.',
};

type Values = { url: string; branch: string; username: string; token: string };

/** Any Git host over HTTPS: its address, the branch to follow and a token that may push. */
export function GitRemoteForm({ projectId }: { projectId: string }) {
  const id = useId();
  const [values, setValues] = useState<Values>({ url: '', branch: 'main', username: '', token: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const connect = useGitConnect(projectId);

  const bind = (name: keyof Values, hint = false) => ({
    ...fieldProps(`${id}-${name}`, errors[name], hint),
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setErrors(({ [name]: _, ...rest }) => rest);
    },
    spellCheck: false,
    autoCapitalize: 'none',
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = gitConnectSchema.safeParse({
      kind: 'remote',
      url: values.url,
      branch: values.branch,
      username: values.username.trim() || undefined,
      token: values.token,
    });
    setErrors(parsed.success ? {} : issuesByField(parsed.error));
    if (parsed.success) connect.mutate(parsed.data);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Any Git remote">
      <Field id={`${id}-url`} label={remoteTexts.url} error={errors.url}>
        <Input
          {...bind('url')}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder={remoteTexts.urlPlaceholder}
          className="font-mono"
        />
      </Field>
      <Field id={`${id}-branch`} label={remoteTexts.branch} error={errors.branch}>
        <Input {...bind('branch')} autoComplete="off" className="font-mono" />
      </Field>
      <Field id={`${id}-username`} label={remoteTexts.username} error={errors.username}>
        <Input {...bind('username')} autoComplete="username" placeholder={remoteTexts.usernamePlaceholder} />
      </Field>
      <Field id={`${id}-token`} label={remoteTexts.token} hint={remoteTexts.tokenHint} error={errors.token}>
        <Input {...bind('token', true)} type="password" autoComplete="new-password" className="font-mono" />
      </Field>
      <ServerError message={connect.error?.message} />
      <ConnectButton pending={connect.isPending} />
    </form>
  );
}
