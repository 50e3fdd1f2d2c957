import { CheckIcon, CopyIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ssoSettingsTexts, ssoToasts } from '../../../shared/sso-texts';
import { Button } from '../../components/ui/button';
import { notify } from '../../components/ui/toaster';

const copiedForMs = 2000;

/**
 * A value the admin pastes elsewhere (their identity provider, their DNS), with a Copy button.
 * Long URLs and tokens break anywhere so a 390 px screen never scrolls sideways.
 */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // Insecure origins and denied permissions have no clipboard; the value stays on screen to copy by hand.
      notify.error(ssoToasts.copyFailed.title, ssoToasts.copyFailed.description);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), copiedForMs);
  };

  return (
    <div className="grid gap-1">
      <span className="text-xs font-medium text-slate-500">{label}</span>
      <div className="flex items-start gap-1">
        <code className="min-w-0 flex-1 rounded-md bg-slate-50 px-2 py-1.5 font-mono text-xs text-slate-900 ring-1 ring-slate-200 ring-inset [overflow-wrap:anywhere]">
          {value}
        </code>
        <Button variant="ghost" size="iconSm" onClick={copy} aria-label={ssoSettingsTexts.copyLabel(label)}>
          {copied ? <CheckIcon aria-hidden className="text-emerald-600" /> : <CopyIcon aria-hidden />}
        </Button>
      </div>
      <span className="sr-only" aria-live="polite">
        {copied ? ssoSettingsTexts.copied : ''}
      </span>
    </div>
  );
}
