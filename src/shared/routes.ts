/** Browser routes of the web app. The server uses the patterns to answer unknown paths with 404. */
export const paths = {
  home: '/',
  product: '/product',
  pricing: '/pricing',
  contact: '/contact',
  auth: '/auth',
  dashboard: '/dashboard',
  profile: '/profile',
  billing: '/billing',
  integrations: '/integrations',
  appBuilder: (projectId: string) => `/app-builder/${encodeURIComponent(projectId)}`,
  /** The dashboard showing one workspace's projects. */
  workspaceDashboard: (workspaceId: string) => `/dashboard?workspace=${encodeURIComponent(workspaceId)}`,
  workspaceSettings: (workspaceId: string) => `/workspaces/${encodeURIComponent(workspaceId)}/settings`,
  /** Where an invitation e-mail's link leads. */
  invite: (token: string) => `/invite/${encodeURIComponent(token)}`,
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookiePolicy: '/cookie-policy',
  // The sandbox payment provider's own checkout and customer portal (no Stripe configured).
  sandboxCheckout: (checkoutId: string) => `/sandbox/checkout/${encodeURIComponent(checkoutId)}`,
  sandboxPortal: '/sandbox/portal',
} as const;

const spaRoutePatterns: RegExp[] = [
  /^\/$/,
  /^\/(product|pricing|contact|auth|dashboard|profile|billing|integrations)\/?$/,
  /^\/(privacy-policy|terms-of-service|cookie-policy)\/?$/,
  // A missing projectId is a route too: the page sends it on to /dashboard.
  /^\/app-builder(\/[^/]+)?\/?$/,
  /^\/sandbox\/(checkout\/[^/]+|portal)\/?$/,
  /^\/workspaces\/[^/]+\/settings\/?$/,
  /^\/invite\/[^/]+\/?$/,
];

export function isSpaRoute(pathname: string): boolean {
  return spaRoutePatterns.some((pattern) => pattern.test(pathname));
}

/**
 * Where to go back to after sign-in: only a path on this site (never //host or a full URL, so
 * a crafted link cannot send the user elsewhere).
 */
export function safeReturnPath(value: string | null | undefined, fallback: string = paths.dashboard): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value;
}
