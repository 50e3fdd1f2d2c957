import { CheckIcon, CopyIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { builderTexts, builderToasts } from '../../../../shared/builder-texts';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { notify } from '../../../components/ui/toaster';

const copiedForMs = 2000;

/** A read-only link with a Copy button that says "Copied" for a moment. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      notify.error(builderToasts.copyFailed.title, builderToasts.copyFailed.description);
      return;
    }
    setCopied(true);
    notify.success(builderToasts.linkCopied.title, builderToasts.linkCopied.description);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), copiedForMs);
  };

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
          className="bg-slate-50 font-mono text-xs"
        />
        <Button variant={copied ? 'secondary' : 'primary'} onClick={copy} className="w-28 shrink-0">
          {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          {copied ? builderTexts.copied : builderTexts.copy}
        </Button>
      </div>
    </div>
  );
}
