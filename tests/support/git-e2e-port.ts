/** Where git-sync.spec.ts's Git server listens: fixed per E2E server port, so the config can trust it. */
export const e2eGitServerPort = (appPort: number) => appPort + 1600;
