import { ExternalLinkIcon, GlobeIcon, Loader2Icon, RocketIcon, RotateCcwIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { deployTexts } from '../../../../shared/deployments';
import { paths } from '../../../../shared/routes';
import { type ReviewFinding, reviewTexts } from '../../../../shared/security-review';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { ApiRequestError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { requestChatSend } from '../chat/chat-send-request';
import { CopyField } from '../share/copy-field';
import { CustomDomains } from './custom-domains';
import { SecurityReview } from './security-review';
import { useDeployments } from './use-deployments';
import { useHostedAi, useSecurityReview } from './use-security-review';

const when = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

/** Header button and dialog: publish the current build, see the live link and its history. */
export function DeployDialog({ projectId, busy }: { projectId: string; busy: boolean }) {
  const { query, deploy, rollback, takeDown } = useDeployments(projectId, true);
  const data = query.data;
  const deployed = Boolean(data?.url);
  const [open, setOpen] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const review = useSecurityReview(projectId, open);
  const hostedAi = useHostedAi();
  const needsConfirm = review.data?.blocking === true;
  // The files changed since the review was read: the server's refusal says why, in the review's box.
  const reviewBlocked = deploy.error instanceof ApiRequestError && deploy.error.code === 'review_blocked';
  const refusal = reviewBlocked && needsConfirm ? undefined : deploy.error?.message;
  const limitReached = refusal?.includes('upgrade your plan');
  const publish = () =>
    deploy.mutate(needsConfirm ? { confirmCritical: true } : undefined, {
      onError: (error) => {
        if (error instanceof ApiRequestError && error.code === 'review_blocked') void review.refetch();
      },
    });
  // The fix is asked for in this project's chat, with its model and settings; the chat comes into view.
  const fixWithAi = (finding: ReviewFinding) => {
    requestChatSend(reviewTexts.fixPrompt(finding));
    setOpen(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          deploy.reset();
          setConfirmed(false);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button
          variant="outlineDark"
          size="sm"
          aria-label={deployTexts.deploy}
          className="px-2.5 sm:px-3"
          data-deployed={deployed || undefined}
        >
          {deployed ? <GlobeIcon aria-hidden className="text-emerald-400" /> : <RocketIcon aria-hidden />}
          <span className="hidden lg:inline">{deployTexts.deploy}</span>
        </Button>
      </DialogTrigger>
      <DialogContent title={deployTexts.dialogTitle} description={deployTexts.dialogDescription} className="max-w-lg">
        <div className="space-y-5">
          {data?.url ? (
            <div className="space-y-2">
              <CopyField label={deployTexts.liveLink} value={data.url} />
              <p className="text-xs text-slate-500">
                {data.visibility === 'private'
                  ? deployTexts.privateNote
                  : data.visibility === 'secret'
                    ? deployTexts.secretNote
                    : null}
              </p>
            </div>
          ) : (
            <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3 py-3 text-sm text-slate-600">
              {deployTexts.notDeployed}
            </p>
          )}
          <SecurityReview
            query={review}
            confirmed={confirmed}
            onConfirmedChange={setConfirmed}
            blockedMessage={reviewBlocked ? deploy.error?.message : undefined}
            onFix={hostedAi ? fixWithAi : undefined}
          />
          {refusal ? (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800">
              {refusal}{' '}
              {limitReached ? (
                <Link to={paths.pricing} className="font-medium underline">
                  {deployTexts.upgrade}
                </Link>
              ) : null}
            </div>
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="gradient"
              onClick={publish}
              disabled={deploy.isPending || busy || review.isFetching || (needsConfirm && !confirmed)}
            >
              {deploy.isPending ? <Loader2Icon aria-hidden className="animate-spin" /> : <RocketIcon aria-hidden />}
              {deploy.isPending ? deployTexts.deploying : deployed ? deployTexts.redeploy : deployTexts.deploy}
            </Button>
            {data?.openUrl ? (
              <a
                href={data.openUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={cn(buttonVariants({ variant: 'outline', size: 'md' }))}
              >
                <ExternalLinkIcon aria-hidden />
                {deployTexts.open}
              </a>
            ) : null}
            {deployed ? (
              <Button
                variant="ghost"
                onClick={() => takeDown.mutate()}
                disabled={takeDown.isPending}
                className="ml-auto text-red-700 hover:bg-red-50 hover:text-red-800"
              >
                {deployTexts.takeDown}
              </Button>
            ) : null}
          </div>
          {data?.deployments.length ? (
            <section aria-label={deployTexts.history}>
              <h3 className="text-sm font-medium text-slate-800">{deployTexts.history}</h3>
              <ol className="mt-2 max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
                {data.deployments.map((d) => (
                  <li key={d.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                    <span className="font-medium text-slate-900">#{d.number}</span>
                    <span className="flex-1 text-slate-500">{when(d.createdAt)}</span>
                    {d.isCurrent ? (
                      <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">
                        {deployTexts.current}
                      </span>
                    ) : deployed ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => rollback.mutate(d.id)}
                        disabled={rollback.isPending}
                        aria-label={`${deployTexts.rollback} to #${d.number}`}
                      >
                        <RotateCcwIcon aria-hidden />
                        {deployTexts.rollback}
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          <CustomDomains projectId={projectId} open={open} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
