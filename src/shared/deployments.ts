/** Live links: words and rules shared by the server and the builder's Deploy dialog. */
export const deployTexts = {
  deploy: 'Deploy',
  redeploy: 'Redeploy',
  deploying: 'Deploying…',
  dialogTitle: 'Deploy your app',
  dialogDescription: 'Publish the current version at a live link. Redeploying updates the same link.',
  liveLink: 'Live link',
  notDeployed: 'Not deployed yet. Deploy to get a live link anyone can open, as the project’s visibility allows.',
  history: 'Deployments',
  current: 'Live',
  rollback: 'Roll back',
  rolledBack: (n: number) => `Deployment ${n} is live again.`,
  deployed: 'Your app is live',
  takeDown: 'Take down',
  takenDown: 'The live link is off. Deploy again to bring it back.',
  open: 'Open live app',
  privateNote: 'Private: only you can open this link.',
  secretNote: 'Secret: anyone with the link can open it; search engines are told not to list it.',
  nothingToDeploy: 'There is nothing to deploy yet: send a message to build the app first.',
  buildFailed: 'The app does not build, so it cannot be deployed. Fix the errors shown in the preview first.',
  limitReached: (planName: string, limit: number) =>
    `Your ${planName} plan includes ${limit} live ${limit === 1 ? 'app' : 'apps'}. Take one down or upgrade your plan to publish more.`,
  upgrade: 'Upgrade plan',
} as const;

/** A live link's first label: lower-case letters, digits and dashes, from the project's name. */
export function slugFrom(name: string) {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32)
    .replace(/-+$/, '');
  return slug || 'app';
}

/**
 * Names an app may not take: they mean something on the apps domain. `domains` is custom domains'
 * CNAME target (cnameTargetLabel in custom-domains.ts, ADR 0016).
 */
export const reservedSlugs = new Set([
  'www',
  'api',
  'app',
  'apps',
  'admin',
  'mail',
  'static',
  'assets',
  'p',
  'domains',
]);
