import { CreditCardIcon, MailIcon, SparklesIcon } from 'lucide-react';
import { useState } from 'react';
import type { AppDataEnvironment } from '../../../../shared/app-data';
import { servicesPanelTexts as texts } from '../../../../shared/app-services/panel-texts';
import { SideNav, SideNavItem } from '../../../components/ui/side-nav';
import { AiPanel } from './ai-panel';
import { EmailPanel } from './email-panel';
import { PaymentsPanel } from './payments-panel';

type Section = 'ai' | 'email' | 'payments';

const sections = [
  { id: 'ai', label: texts.ai, icon: SparklesIcon },
  { id: 'email', label: texts.email, icon: MailIcon },
  { id: 'payments', label: texts.payments, icon: CreditCardIcon },
] as const;

/** The Services tab: what the app's AI, e-mail and payments do, and the owner's controls over them. */
export function ServicesView({ projectId }: { projectId: string }) {
  const [section, setSection] = useState<Section>('ai');
  // One choice for e-mail and payments: an owner looking at live orders wants live e-mail too.
  const [env, setEnv] = useState<AppDataEnvironment>('preview');
  return (
    <div className="@container flex h-full min-h-0 flex-col bg-white">
      <div className="flex min-h-0 flex-1 flex-col @2xl:flex-row">
        <SideNav label={texts.sections}>
          {sections.map(({ id, label, icon: Icon }) => (
            <SideNavItem
              key={id}
              icon={<Icon aria-hidden />}
              label={label}
              current={section === id}
              onSelect={() => setSection(id)}
            />
          ))}
        </SideNav>
        <div className="min-h-0 min-w-0 flex-1 overflow-y-auto">
          {section === 'ai' ? (
            <AiPanel projectId={projectId} />
          ) : section === 'email' ? (
            <EmailPanel projectId={projectId} env={env} onEnvChange={setEnv} />
          ) : (
            <PaymentsPanel projectId={projectId} env={env} onEnvChange={setEnv} />
          )}
        </div>
      </div>
    </div>
  );
}
