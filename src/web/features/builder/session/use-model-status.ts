import { useQuery } from '@tanstack/react-query';
import type { AiModelId } from '../../../../shared/projects';
import { api, unwrap } from '../../../lib/api';
import { siteConfig } from '../../../lib/site-config';

export const modelStatusKey = ['ai-models'] as const;

export interface ModelStatus {
  live: boolean;
  /** Why its last call failed for good (a refused key, an unknown model), until one succeeds. */
  problem: string | null;
}

/** Each chat choice's state; read again after every reply (see use-project-reply). */
export function useModelStatus(): (id: AiModelId) => ModelStatus {
  const query = useQuery({
    queryKey: modelStatusKey,
    queryFn: () => unwrap(api['ai-models'].$get()),
    retry: false,
  });
  return (id) => {
    const known = query.data?.models.find((m) => m.id === id);
    // Until the server answers, the page's own settings say which choices are live.
    return known ?? { live: siteConfig.liveModels.includes(id), problem: null };
  };
}
