import { useCallback, useEffect, useMemo, useState } from 'react';
import { auth } from './auth';
import { collection } from './collection';
import { type AppUser, CloudError, type Item, type ListOptions } from './types';

const asCloudError = (cause: unknown) =>
  cause instanceof CloudError ? cause : new CloudError(0, 'network', String(cause));

/**
 * A collection's items for React: loading and error states, add/update/remove that show at
 * once, and changes made elsewhere arriving by themselves.
 */
export function useCollection<T extends object>(name: string, options: ListOptions = {}) {
  const key = JSON.stringify(options);
  const records = useMemo(() => collection<T>(name), [name]);
  const [items, setItems] = useState<Item<T>[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<CloudError | null>(null);

  const reload = useCallback(async () => {
    try {
      const page = await records.list(JSON.parse(key) as ListOptions);
      setItems(page.items);
      setError(null);
    } catch (cause) {
      setError(asCloudError(cause));
    } finally {
      setLoading(false);
    }
  }, [records, key]);

  useEffect(() => {
    setLoading(true);
    void reload();
    // Filters and order are the server's to apply: any change means reading the list again,
    // and so does signing in or out (whose records these are changes).
    const stopChanges = records.subscribe(() => void reload());
    const stopAuth = auth.onChange(() => void reload());
    return () => {
      stopChanges();
      stopAuth();
    };
  }, [records, reload]);

  const run = useCallback(async <R>(work: () => Promise<R>): Promise<R> => {
    try {
      return await work();
    } catch (cause) {
      const problem = asCloudError(cause);
      setError(problem);
      throw problem;
    }
  }, []);

  return {
    items,
    loading,
    error,
    reload,
    add: (data: T) =>
      run(async () => {
        const item = await records.add(data);
        setItems((current) => (current.some((i) => i.id === item.id) ? current : [item, ...current]));
        return item;
      }),
    update: (id: string, patch: Partial<T>) =>
      run(async () => {
        const item = await records.update(id, patch);
        setItems((current) => current.map((i) => (i.id === id ? item : i)));
        return item;
      }),
    remove: (id: string) =>
      run(async () => {
        setItems((current) => current.filter((i) => i.id !== id));
        return records.remove(id);
      }),
  };
}

/**
 * The app's user for React: `user.kind` is 'user' once signed in (with `user.email`), else
 * 'device'. sendCode, verify and signOut report failures as CloudError.
 */
export function useUser() {
  const [user, setUser] = useState<AppUser | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<CloudError | null>(null);
  useEffect(() => {
    auth
      .user()
      .then(setUser)
      .catch((cause) => setError(asCloudError(cause)))
      .finally(() => setLoading(false));
    return auth.onChange(setUser);
  }, []);
  const run = async <R>(work: () => Promise<R>) => {
    setError(null);
    try {
      return await work();
    } catch (cause) {
      setError(asCloudError(cause));
      throw asCloudError(cause);
    }
  };
  return {
    user,
    signedIn: user?.kind === 'user',
    loading,
    error,
    sendCode: (email: string) => run(() => auth.sendCode(email)),
    verify: (email: string, code: string) => run(() => auth.verify(email, code)),
    signOut: () => run(() => auth.signOut()),
  };
}
