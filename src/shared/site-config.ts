import type { OAuthProviderId } from './auth';
import type { AiModelId } from './projects';

/** Runtime settings the server hands the browser in a <meta> tag of index.html. */
export interface SiteConfig {
  supportEmail: string;
  /** Identity providers this server has credentials for; the others' buttons explain why not. */
  oauthProviders: OAuthProviderId[];
  /** Chat model choices a configured AI provider answers; the rest run on the built-in engine. */
  liveModels: AiModelId[];
}

export const siteConfigMetaName = 'shipwright-config';
export const defaultSiteConfig: SiteConfig = {
  supportEmail: 'support@shipwright.dev',
  oauthProviders: [],
  liveModels: [],
};
