import { Navigate, useParams } from 'react-router';
import { demoProjectId } from '../../shared/demo-script';
import { paths } from '../../shared/routes';
import { DemoBuilder } from '../features/builder/demo-builder';
import { ProjectBuilder } from '../features/builder/project-builder';

/** /app-builder/:projectId: the demo, a real project (the server decides who may see it), or back to the dashboard. */
export function AppBuilderPage() {
  const { projectId } = useParams();
  if (!projectId) return <Navigate to={paths.dashboard} replace />;
  if (projectId === demoProjectId) return <DemoBuilder />;
  // Keyed by id: moving to another project starts its state (and its initial-prompt guard) afresh.
  return <ProjectBuilder key={projectId} projectId={projectId} />;
}
