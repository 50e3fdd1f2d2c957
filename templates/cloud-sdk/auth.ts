import { request } from './client';
import type { AppUser } from './types';

const listeners = new Set<(user: AppUser) => void>();
const announce = (user: AppUser) => {
  for (const listener of listeners) listener(user);
  return user;
};

/**
 * App users sign in with a 6-digit code e-mailed to them. Signing in keeps what this device
 * added; the session is a cookie of this app's host alone.
 */
export const auth = {
  /** Who is using the app now. */
  user: () => request<{ identity: AppUser }>('GET', '/identity').then((r) => r.identity),
  sendCode: (email: string) => request<{ sent: true }>('POST', '/auth/code', { email }).then(() => undefined),
  verify: (email: string, code: string) =>
    request<{ identity: AppUser }>('POST', '/auth/verify', { email, code }).then((r) => announce(r.identity)),
  signOut: async () => {
    await request('POST', '/auth/sign-out');
    return announce(await auth.user());
  },
  /** Calls back whenever this tab signs in or out. Returns the way to stop. */
  onChange(listener: (user: AppUser) => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
