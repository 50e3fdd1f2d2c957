import type { OAuthProviderId } from './auth';

/** Runtime settings the server hands the browser in a <meta> tag of index.html. */
export interface SiteConfig {
  supportEmail: string;
  /** Identity providers this server has credentials for; the others' buttons explain why not. */
  oauthProviders: OAuthProviderId[];
}

export const siteConfigMetaName = 'shipwright-config';
export const defaultSiteConfig: SiteConfig = { supportEmail: 'support@shipwright.dev', oauthProviders: [] };
