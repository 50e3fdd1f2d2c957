import { Share2Icon } from 'lucide-react';
import { builderTexts } from '../../../../shared/builder-texts';
import { deployTexts } from '../../../../shared/deployments';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { CopyField } from './copy-field';
import { projectLink, shareNetworks, sharePopupFeatures, shareUrl } from './share-links';
import { SocialIcon } from './social-icon';

/** The project's link to copy, a ready-made message, and the four networks to post it on. */
export function ShareDialog({
  projectId,
  projectName,
  liveUrl,
}: {
  projectId: string;
  projectName: string;
  /** The deployed app's address, when it has one. */
  liveUrl?: string | null;
}) {
  const link = projectLink(window.location.origin, projectId);
  const message = builderTexts.shareMessage(projectName);
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
          <CopyField label={builderTexts.projectLink} value={link} />
          {liveUrl ? <CopyField label={deployTexts.liveLink} value={liveUrl} /> : null}
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
