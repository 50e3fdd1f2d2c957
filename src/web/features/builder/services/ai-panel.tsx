import { KeyRoundIcon, SparklesIcon, TriangleAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { AiUsage } from '../../../../shared/app-services/ai';
import { servicesPanelTexts as texts } from '../../../../shared/app-services/panel-texts';
import { paths } from '../../../../shared/routes';
import { LoadingLine } from '../database/loading-line';
import { AiLimitsForm } from './ai-limits-form';
import { Code, CodeHint, LoadError, ServiceCard, ServicePage, UsageMeter } from './service-parts';
import { useAiUsage } from './use-services';

/** The app's AI: who answers its calls, this month's use against its limit, and the limits. */
export function AiPanel({ projectId }: { projectId: string }) {
  const usage = useAiUsage(projectId);
  return (
    <ServicePage title={texts.aiTitle}>
      {usage.data ? (
        <>
          <WhoAnswers usage={usage.data} />
          <ServiceCard title={texts.thisMonth(usage.data.month)}>
            <UsageMeter
              label={texts.tokensMeter}
              value={usage.data.used}
              max={usage.data.limits.tokensPerMonth}
              figures={texts.tokensUsed(usage.data.used, usage.data.limits.tokensPerMonth)}
              detail={texts.calls(usage.data.calls)}
            />
          </ServiceCard>
          <ServiceCard title={texts.limitsTitle} hint={texts.limitsHint}>
            <AiLimitsForm
              // A fresh form for limits saved elsewhere (another tab): a draft is kept otherwise.
              key={`${usage.data.limits.tokensPerMonth}/${usage.data.limits.tokensPerVisitorPerDay}`}
              projectId={projectId}
              limits={usage.data.limits}
            />
          </ServiceCard>
        </>
      ) : usage.isError ? (
        <LoadError
          boxed
          message={texts.aiLoadFailed}
          detail={usage.error.message}
          onRetry={() => void usage.refetch()}
        />
      ) : (
        <LoadingLine />
      )}
      <CodeHint>
        <p>{texts.aiHint}</p>
        <Code>{texts.aiExample}</Code>
      </CodeHint>
    </ServicePage>
  );
}

function WhoAnswers({ usage }: { usage: AiUsage }) {
  const Icon = usage.source === 'owner-key' ? KeyRoundIcon : SparklesIcon;
  return (
    <ServiceCard title={texts.whoAnswers}>
      {usage.source === 'none' ? (
        <div className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
          <div className="space-y-1.5">
            <p>{texts.noModel}</p>
            <Link to={paths.integrations} className="inline-block font-medium underline underline-offset-2">
              {texts.openIntegrations}
            </Link>
          </div>
        </div>
      ) : (
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
          {usage.source === 'owner-key' ? texts.source['owner-key'] : texts.source.product(usage.ownerTokensLeft)}
        </p>
      )}
    </ServiceCard>
  );
}
