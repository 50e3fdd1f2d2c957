import { CheckIcon, CopyIcon, Share2Icon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { builderTexts, builderToasts } from '../../../shared/builder-texts';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { Input, Label } from '../../components/ui/input';
import { notify } from '../../components/ui/toaster';
import { projectLink, shareNetworks, sharePopupFeatures, shareUrl } from './share-links';
import { SocialIcon } from './social-icon';

const copiedForMs = 2000;

/** The project's link to copy, a ready-made message, and the four networks to post it on. */
export function ShareDialog({ projectId, projectName }: { projectId: string; projectName: string }) {
  const link = projectLink(window.location.origin, projectId);
  const message = builderTexts.shareMessage(projectName);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const linkId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
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
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="gradient" size="sm" aria-label={builderTexts.share} className="px-2.5 sm:px-3">
          <Share2Icon aria-hidden />
          <span className="hidden sm:inline">{builderTexts.share}</span>
        </Button>
      </DialogTrigger>
      <DialogContent title={builderTexts.shareTitle} description={builderTexts.shareDescription} className="max-w-lg">
        <div className="space-y-5">
          <div className="space-y-1.5">
            <Label htmlFor={linkId}>{builderTexts.projectLink}</Label>
            <div className="flex gap-2">
              <Input
                id={linkId}
                readOnly
                value={link}
                onFocus={(event) => event.target.select()}
                className="bg-slate-50 font-mono text-xs"
              />
              <Button variant={copied ? 'secondary' : 'primary'} onClick={copy} className="w-28 shrink-0">
                {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
                {copied ? builderTexts.copied : builderTexts.copy}
              </Button>
            </div>
          </div>
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-slate-800">{builderTexts.shareMessageLabel}</p>
            <blockquote className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 text-sm text-slate-700">
              {message}
            </blockquote>
          </div>
          <div className="space-y-2">
            <p className="text-sm font-medium text-slate-800">{builderTexts.shareOn}</p>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {shareNetworks.map((network) => (
                <Button
                  key={network}
                  variant="outline"
                  size="sm"
                  onClick={() => window.open(shareUrl(network, link, message), 'share', sharePopupFeatures)}
                >
                  <SocialIcon network={network} />
                  {network}
                </Button>
              ))}
            </div>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
