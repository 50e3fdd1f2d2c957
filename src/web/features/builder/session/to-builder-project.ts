import { aiModelIds, defaultModel, type Visibility, visibilityValues } from '../../../../shared/projects';
import { can, type WorkspaceRole } from '../../../../shared/workspaces';
import type { BuilderProject } from './builder-session';

type ServerProject = Omit<BuilderProject, 'visibility' | 'model' | 'canManage' | 'isMember'> & {
  visibility: string;
  model: string;
  role: WorkspaceRole | null;
};

const isVisibility = (value: string): value is Visibility => (visibilityValues as string[]).includes(value);
const isModel = (value: string): value is BuilderProject['model'] => (aiModelIds as string[]).includes(value);

/**
 * The server's project as the builder holds it. The columns are plain text, so an unknown
 * value falls back to the spec's defaults (public; the default model) instead of breaking a menu.
 */
export function toBuilderProject(project: ServerProject): BuilderProject {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    status: project.status,
    visibility: isVisibility(project.visibility) ? project.visibility : 'public',
    model: isModel(project.model) ? project.model : defaultModel,
    discussMode: project.discussMode,
    customInstructions: project.customInstructions,
    workspaceId: project.workspaceId,
    canEdit: project.canEdit,
    canManage: can(project.role, 'manage'),
    isMember: project.role !== null,
  };
}
