import { ssoSettingsTexts as t } from '../../../shared/sso-texts';
import { SettingsCard } from '../../components/ui/settings-card';

/** Before anything is set up: what single sign-on does here and the three steps to it. */
export function SsoIntroCard() {
  return (
    <SettingsCard title={t.introHeading} description={t.introBody}>
      <ol className="grid gap-3 sm:grid-cols-3">
        {t.introSteps.map((step, index) => (
          <li
            key={step}
            className="flex gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-3 text-sm text-slate-700"
          >
            <span
              aria-hidden
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700"
            >
              {index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
    </SettingsCard>
  );
}
