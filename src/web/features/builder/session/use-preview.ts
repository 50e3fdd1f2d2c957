import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

export type PreviewInfo = Awaited<ReturnType<typeof fetchPreview>>;

const fetchPreview = (projectId: string) => unwrap(api.projects[':projectId'].preview.$get({ param: { projectId } }));

/**
 * Where the project's preview lives and how its latest build went. Re-read whenever the
 * project's data is (a finished reply invalidates it), and before its grant runs out.
 */
export function usePreviewInfo(projectId: string, queryKey: readonly unknown[], enabled: boolean) {
  return useQuery({
    queryKey,
    queryFn: () => fetchPreview(projectId),
    enabled,
    // Grants last 15 minutes; a fresh one well before that keeps reloads working.
    refetchInterval: 10 * 60_000,
    placeholderData: (previous) => previous,
  });
}

/** The page the frame opens: the app's route on its own origin, with the grant if it needs one. */
export function previewUrl(info: Pick<PreviewInfo, 'origin' | 'token'>, route = '/') {
  const url = new URL(route.startsWith('/') ? route : '/', info.origin);
  if (info.token) url.searchParams.set('token', info.token);
  return url.toString();
}
