import type { AppDataEnvironment } from '../../../../shared/app-data';
import { servicesPanelTexts as texts } from '../../../../shared/app-services/panel-texts';
import { EnvironmentSwitch } from '../database/environment-switch';
import { LoadingLine } from '../database/loading-line';
import { Code, CodeHint, LoadError, ServiceCard, ServicePage, UsageMeter } from './service-parts';
import { SuppressionForm, SuppressionList } from './suppressions';
import { useEmailOverview } from './use-services';

/** The app's e-mail: today's sends against the plan's quota, and the addresses it must not write to. */
export function EmailPanel({
  projectId,
  env,
  onEnvChange,
}: {
  projectId: string;
  env: AppDataEnvironment;
  onEnvChange: (env: AppDataEnvironment) => void;
}) {
  const overview = useEmailOverview(projectId, env);
  const data = overview.data;
  return (
    <ServicePage title={texts.emailTitle} aside={<EnvironmentSwitch value={env} onChange={onEnvChange} />}>
      {data ? (
        <>
          <ServiceCard title={texts.sentToday} hint={texts.quotaHint}>
            <UsageMeter
              label={texts.quotaMeter}
              value={data.sentToday}
              max={data.quota}
              figures={texts.sentOfQuota(data.sentToday, data.quota)}
            />
          </ServiceCard>
          <ServiceCard title={texts.suppressionsTitle} hint={texts.suppressionsHint}>
            <div className="space-y-3">
              <SuppressionList projectId={projectId} suppressions={data.suppressions} />
              <SuppressionForm projectId={projectId} />
            </div>
          </ServiceCard>
        </>
      ) : overview.isError ? (
        <LoadError
          boxed
          message={texts.emailLoadFailed}
          detail={overview.error.message}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <LoadingLine />
      )}
      <CodeHint>
        <p>{texts.emailHintBrowser}</p>
        <Code>{texts.emailHintBrowserCode}</Code>
        <Code>{texts.emailHintRules}</Code>
        <p>{texts.emailHintFunctions}</p>
        <Code>{texts.emailHintFunctionsCode}</Code>
      </CodeHint>
    </ServicePage>
  );
}
