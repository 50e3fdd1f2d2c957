import { ArrowLeftIcon, DownloadIcon, EyeIcon, LogInIcon } from 'lucide-react';
import { Link } from 'react-router';
import { builderTexts } from '../../../../shared/builder-texts';
import { paths } from '../../../../shared/routes';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { HintButton } from '../../../components/ui/hint-button';
import { cn } from '../../../lib/cn';
import { AccountMenu } from '../../account/account-menu';
import { useAccount } from '../../account/use-account';
import { useSignInDialog } from '../../auth/sign-in-dialog-context';
import { ProjectStatusBadge } from '../../projects/project-status-badge';
import { PresenceAvatars } from '../collaboration/presence-avatars';
import { DeployDialog } from '../deploy/deploy-dialog';
import { useDeployments } from '../deploy/use-deployments';
import { ExportGithubDialog } from '../export/export-github-dialog';
import { GitSyncDialog } from '../git/git-sync-dialog';
import type { BuilderSession } from '../session/builder-session';
import { ShareDialog } from '../share/share-dialog';
import { BuilderMoreMenu } from './builder-more-menu';
import { ProjectNameEditor } from './project-name-editor';
import { RemixButton } from './remix-button';
import { VisibilityMenu } from './visibility-menu';

const iconButton = 'h-8 border border-white/15 bg-white/5 px-2.5 text-slate-100 hover:bg-white/10 hover:text-white';

/** The builder's dark top bar: back, name and status on the left; sharing and the account on the right. */
export function BuilderHeader({ session }: { session: BuilderSession }) {
  const { project, isDemo } = session;
  const { user } = useAccount();
  const openSignIn = useSignInDialog();
  const liveUrl = useDeployments(project.id, !isDemo && project.canEdit).query.data?.url;
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-white/10 bg-ink-950 px-2 sm:gap-3 sm:px-4">
      <Link
        to={paths.dashboard}
        aria-label={builderTexts.dashboard}
        className={cn(buttonVariants({ variant: 'ghostDark', size: 'sm' }), 'shrink-0 px-2 sm:px-3')}
      >
        <ArrowLeftIcon aria-hidden />
        <span className="hidden md:inline">{builderTexts.dashboard}</span>
      </Link>
      <span aria-hidden className="hidden h-6 w-px bg-white/10 sm:block" />
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <ProjectNameEditor name={project.name} canEdit={project.canEdit} onRename={session.rename} />
        <ProjectStatusBadge dotOnPhone status={project.status} />
        {isDemo ? (
          <Badge tone="gradient" className="hidden shrink-0 sm:inline-flex">
            {builderTexts.demoBadge}
          </Badge>
        ) : null}
        {!project.canEdit ? (
          <Badge tone="dark" className="hidden shrink-0 sm:inline-flex" title={builderTexts.readOnlyHint}>
            <EyeIcon aria-hidden className="size-3" />
            {builderTexts.readOnly}
          </Badge>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
        <PresenceAvatars collaboration={session.collaboration} />
        {!isDemo && !project.canEdit && project.visibility === 'public' ? <RemixButton projectId={project.id} /> : null}
        <VisibilityMenu
          visibility={project.visibility}
          canChange={project.canManage}
          onChange={session.setVisibility}
        />
        {!isDemo && project.canEdit ? <DeployDialog projectId={project.id} busy={session.replyPending} /> : null}
        <ShareDialog projectId={project.id} projectName={project.name} liveUrl={liveUrl} />
        {isDemo ? (
          <HintButton
            hint={builderTexts.downloadUnavailableInDemo}
            label={builderTexts.downloadProject}
            className={cn(buttonVariants({ variant: 'ghostDark', size: 'sm' }), iconButton, 'hover:bg-white/5')}
          >
            <DownloadIcon aria-hidden />
          </HintButton>
        ) : (
          <>
            <div className="hidden items-center gap-2 sm:flex">
              <a
                href={`/api/projects/${encodeURIComponent(project.id)}/download`}
                download
                aria-label={builderTexts.downloadProject}
                title={builderTexts.downloadProject}
                className={cn(buttonVariants({ variant: 'ghostDark', size: 'sm' }), iconButton)}
              >
                <DownloadIcon aria-hidden />
              </a>
              {project.canEdit ? (
                <>
                  <ExportGithubDialog projectId={project.id} projectName={project.name} triggerClassName={iconButton} />
                  <GitSyncDialog projectId={project.id} projectName={project.name} triggerClassName={iconButton} />
                </>
              ) : null}
            </div>
            <BuilderMoreMenu
              projectId={project.id}
              projectName={project.name}
              canEdit={project.canEdit}
              canManage={project.canManage}
            />
          </>
        )}
        <span aria-hidden className="hidden h-6 w-px bg-white/10 sm:block" />
        {user ? (
          <AccountMenu />
        ) : (
          <Button
            variant="outlineDark"
            size="sm"
            aria-label={builderTexts.signIn}
            className="px-2.5 sm:px-3"
            onClick={() => openSignIn()}
          >
            <LogInIcon aria-hidden />
            <span className="hidden sm:inline">{builderTexts.signIn}</span>
          </Button>
        )}
      </div>
    </header>
  );
}
