/** Where the browser journeys' identity providers listen: fixed per E2E server port, so the config can trust them. */
export const e2eOidcIdpPort = (appPort: number) => appPort + 1400;
export const e2eSamlIdpPort = (appPort: number) => appPort + 1500;
