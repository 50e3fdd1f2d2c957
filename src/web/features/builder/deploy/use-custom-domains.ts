import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { domainTexts } from '../../../../shared/custom-domains';
import { notify } from '../../../components/ui/toaster';
import { api, unwrap } from '../../../lib/api';

const keyOf = (projectId: string) => ['project', projectId, 'domains'];

type DomainsView = Awaited<ReturnType<typeof fetchDomains>>;
const fetchDomains = (projectId: string) => unwrap(api.projects[':projectId'].domains.$get({ param: { projectId } }));

/**
 * The server re-checks DNS by itself; the open dialog only re-reads the stored state, shortly
 * after the next check is due (between 5 s and a minute), so it shows a change without asking
 * DNS from the browser.
 */
function rereadAfter(data: DomainsView | undefined): number | false {
  const due = (data?.domains ?? [])
    .filter((d) => d.status !== 'verified')
    .map((d) => (d.nextCheckAt ? Date.parse(d.nextCheckAt) : Number.NaN))
    .filter((t) => !Number.isNaN(t));
  if (due.length === 0) return false;
  return Math.min(60_000, Math.max(5_000, Math.min(...due) - Date.now() + 1_000));
}

/** A project's custom domains and the owner's actions on them. */
export function useCustomDomains(projectId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: keyOf(projectId),
    queryFn: () => fetchDomains(projectId),
    enabled,
    refetchInterval: (q) => rereadAfter(q.state.data),
  });
  const store = (data: DomainsView) => queryClient.setQueryData(keyOf(projectId), data);
  const domain = api.projects[':projectId'].domains;
  const add = useMutation({
    mutationFn: (name: string) => unwrap(domain.$post({ param: { projectId }, json: { domain: name } })),
    onSuccess: store,
  });
  const verify = useMutation({
    mutationFn: (domainId: string) => unwrap(domain[':domainId'].verify.$post({ param: { projectId, domainId } })),
    onSuccess: store,
    onError: (error) => notify.error(domainTexts.verify, error.message),
  });
  const remove = useMutation({
    mutationFn: (domainId: string) => unwrap(domain[':domainId'].$delete({ param: { projectId, domainId } })),
    onSuccess: (data) => {
      store(data);
      notify.success(domainTexts.removed);
    },
    onError: (error) => notify.error(domainTexts.remove, error.message),
  });
  return { query, add, verify, remove };
}

export type CustomDomain = DomainsView['domains'][number];
