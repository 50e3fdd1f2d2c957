/**
 * The team workspace last shown on the dashboard, so /dashboard, the landing page's prompt and the
 * account menu come back to it. The personal workspace is the default and is not stored.
 */
const storageKey = 'shipwright.workspace';

export function rememberedWorkspace(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null; // storage blocked (private mode, policies): the personal workspace it is
  }
}

export function rememberWorkspace(workspaceId: string | null) {
  try {
    if (workspaceId) localStorage.setItem(storageKey, workspaceId);
    else localStorage.removeItem(storageKey);
  } catch {
    // Not remembered: the URL still says which workspace is shown.
  }
}
