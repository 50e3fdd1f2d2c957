import { useSyncExternalStore } from 'react';
import type { authClient } from './auth-client';

// Who is signed in, for every page. Public pages read it without Better Auth's client (about
// 16 kB of script that only sign-in, sign-out and account actions need): a plain request to
// the same endpoint. Once that client is loaded it drives this store, so its sign-ins,
// sign-outs and refreshes show everywhere at once.

type Session = typeof authClient.$Infer.Session;
export interface SessionState {
  data: Session | null;
  isPending: boolean;
}

let state: SessionState = { data: null, isPending: true };
let fetched = false;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Reads the session from the server (bypassing the cookie cache) and shares it. */
export async function refreshSession(): Promise<Session | null> {
  fetched = true;
  try {
    const response = await fetch('/api/auth/get-session?disableCookieCache=true', { credentials: 'same-origin' });
    const data = response.ok ? ((await response.json()) as Session | null) : null;
    set({ data, isPending: false });
    return data;
  } catch {
    set({ data: state.data, isPending: false });
    return state.data;
  }
}

/** Better Auth's own session store, once its client is loaded, becomes the source. */
export function followAuthClientSession(atom: (typeof authClient)['$store']['atoms']['session']) {
  atom.subscribe((value: { data: Session | null; isPending: boolean }) => {
    if (!value.isPending) set({ data: value.data ?? null, isPending: false });
  });
}

/** Asks the server who is signed in, once, as early as the app starts (pages wait on it). */
export function prefetchSession() {
  if (!fetched) void refreshSession();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  prefetchSession();
  return () => listeners.delete(listener);
}

const serverState: SessionState = { data: null, isPending: true };

/** The signed-in session: pending at first, then the user or null. */
export function useSession(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
}

// Signing out ends the session on the server before the visitor leaves the page, so a page opened
// next never finds it still there. Meanwhile a page that needs a session, still on screen, must
// not take its end for a visitor who should sign in: its guard asks isSigningOut() and waits.
let signingOut = false;

export const isSigningOut = () => signingOut;

/** Ends the session on the server and here; the page stays until finishSigningOut(). */
export async function signOutOfServer() {
  signingOut = true;
  const response = await fetch('/api/auth/sign-out', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    credentials: 'same-origin',
  });
  await refreshSession();
  if (!response.ok) throw new Error(`sign-out answered ${response.status}`);
}

/** Once the visitor has left the signed-in pages. */
export async function finishSigningOut() {
  await whenNoSignedInPage();
  signingOut = false;
}

// The guard of the pages that need a session counts itself here while it is on screen.
let signedInPages = 0;
const leftSignedInPages: Array<() => void> = [];

/** Called by the guard of pages that need a session, for as long as it is on screen. */
export function countSignedInPage() {
  signedInPages += 1;
  return () => {
    signedInPages -= 1;
    if (signedInPages === 0) for (const resolve of leftSignedInPages.splice(0)) resolve();
  };
}

/** Resolves once no page that needs a session is on screen. */
function whenNoSignedInPage(): Promise<void> {
  if (signedInPages === 0) return Promise.resolve();
  return new Promise((resolve) => leftSignedInPages.push(resolve));
}
