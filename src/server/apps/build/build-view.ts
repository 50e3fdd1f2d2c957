import type { Artifact } from './builds.service';

export const buildView = (artifact: Artifact) => ({
  id: artifact.id,
  status: artifact.status as 'ok' | 'failed',
  problems: artifact.problems,
  durationMs: artifact.durationMs,
  sizeBytes: artifact.sizeBytes,
  createdAt: artifact.createdAt.toISOString(),
});
