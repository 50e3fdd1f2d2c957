import { GitForkIcon, Loader2Icon } from 'lucide-react';
import { projectActionTexts } from '../../../../shared/project-actions';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { useSignInDialog } from '../../auth/sign-in-dialog-context';
import { useCopyProject } from '../../projects/use-project-actions';

/**
 * A visitor of a public project makes their own copy of it and lands in its builder. Signed
 * out, they sign in first and the remix follows.
 */
export function RemixButton({ projectId }: { projectId: string }) {
  const remix = useCopyProject('remix');
  const session = useSession();
  const openSignIn = useSignInDialog();
  const start = () => {
    if (session.data) remix.mutate(projectId);
    else openSignIn({ onSuccess: () => remix.mutate(projectId) });
  };
  return (
    <Button
      size="sm"
      title={projectActionTexts.remixHint}
      aria-busy={remix.isPending}
      disabled={remix.isPending}
      onClick={start}
      // The visitor's one call to action: light on the dark bar, apart from the owner-coloured Share.
      className="h-8 shrink-0 bg-white px-2.5 text-slate-900 hover:bg-slate-200 sm:px-3"
    >
      {remix.isPending ? <Loader2Icon aria-hidden className="animate-spin" /> : <GitForkIcon aria-hidden />}
      <span>{remix.isPending ? projectActionTexts.remixing : projectActionTexts.remix}</span>
    </Button>
  );
}
