/** Runtime settings the server hands the browser in a <meta> tag of index.html. */
export interface SiteConfig {
  supportEmail: string;
}

export const siteConfigMetaName = 'shipwright-config';
export const defaultSiteConfig: SiteConfig = { supportEmail: 'support@shipwright.dev' };
