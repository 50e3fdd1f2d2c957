import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddDependency, DependencyView } from '../../../../shared/packages';
import { api, unwrap } from '../../../lib/api';

interface DependenciesData {
  dependencies: DependencyView[];
}

export const dependenciesKey = (projectId: string) => ['project', projectId, 'dependencies'];

/**
 * The app's dependencies as the server resolves them (the panel asks only once it is open). A
 * change is a change of package.json like any other: files, versions and the preview are read again.
 */
export function useDependencies(projectId: string) {
  const queryClient = useQueryClient();
  const key = dependenciesKey(projectId);
  const param = { projectId };
  const list = useQuery({
    queryKey: key,
    queryFn: (): Promise<DependenciesData> => unwrap(api.projects[':projectId'].dependencies.$get({ param })),
    placeholderData: (previous) => previous,
  });
  const changed = async (data: DependenciesData) => {
    queryClient.setQueryData<DependenciesData>(key, { dependencies: data.dependencies });
    await queryClient.invalidateQueries({
      queryKey: ['project', projectId],
      predicate: (query) => query.queryKey[2] !== 'dependencies',
    });
  };
  const add = useMutation({
    mutationFn: (input: AddDependency) => unwrap(api.projects[':projectId'].dependencies.$post({ param, json: input })),
    onSuccess: changed,
  });
  const remove = useMutation({
    // hono/client puts params into the path as they are: a scoped name's "/" must be encoded.
    mutationFn: (name: string) =>
      unwrap(
        api.projects[':projectId'].dependencies[':name'].$delete({
          param: { projectId, name: encodeURIComponent(name) },
        }),
      ),
    onSuccess: changed,
  });
  return { list, add, remove };
}
