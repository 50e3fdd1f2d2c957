import { Loader2Icon, SendIcon, SparklesIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { invitationTexts } from '../../../shared/workspace-texts';
import {
  type AssignableRole,
  assignableRoles,
  inviteSchema,
  roleDescriptions,
  roleLabels,
} from '../../../shared/workspaces';
import { Button, buttonVariants } from '../../components/ui/button';
import { FieldError, Input, Label } from '../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { SettingsCard } from '../../components/ui/settings-card';
import { needsTeamPlan, useInvite } from './use-workspace-actions';

/**
 * An e-mail address and a role: Invite sends the link. A workspace not on the Team plan is
 * refused by the server, and the form then shows the way to the plan instead of a toast.
 */
export function InviteForm({ workspaceId }: { workspaceId: string }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('editor');
  const [fieldError, setFieldError] = useState<string>();
  const emailId = useId();
  const roleId = useId();
  const errorId = useId();
  const invite = useInvite(workspaceId);
  const planMissing = needsTeamPlan(invite.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteSchema.safeParse({ email, role });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    invite.mutate(parsed.data, { onSuccess: () => setEmail('') });
  };

  return (
    <SettingsCard title={invitationTexts.heading} description={invitationTexts.description}>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor={emailId}>{invitationTexts.emailLabel}</Label>
          <Input
            id={emailId}
            type="email"
            autoComplete="off"
            value={email}
            placeholder={invitationTexts.emailPlaceholder}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={roleId}>{invitationTexts.roleLabel}</Label>
          <Select value={role} onValueChange={(value) => setRole(value as AssignableRole)}>
            <SelectTrigger id={roleId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {assignableRoles.map((option) => (
                <SelectItem key={option} value={option}>
                  {roleLabels[option]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? <Loader2Icon aria-hidden className="animate-spin" /> : <SendIcon aria-hidden />}
          {invite.isPending ? invitationTexts.inviting : invitationTexts.invite}
        </Button>
      </form>
      <div className="mt-2 grid gap-2">
        <FieldError id={errorId} message={fieldError} />
        <p className="text-xs text-slate-500">
          {roleLabels[role]}: {roleDescriptions[role]}
        </p>
        {planMissing && (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3.5 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
          >
            <p>{invite.error?.message || invitationTexts.needsTeam}</p>
            <Link to={paths.pricing} className={buttonVariants({ variant: 'gradient', size: 'sm' })}>
              <SparklesIcon aria-hidden />
              {invitationTexts.upgrade}
            </Link>
          </div>
        )}
      </div>
    </SettingsCard>
  );
}
