import { defaultSiteConfig, type SiteConfig, siteConfigMetaName } from '../../shared/site-config';

function readSiteConfig(): SiteConfig {
  const content = document.querySelector(`meta[name="${siteConfigMetaName}"]`)?.getAttribute('content');
  if (!content) return defaultSiteConfig; // the Vite dev server serves index.html untouched
  try {
    return { ...defaultSiteConfig, ...JSON.parse(content) };
  } catch {
    return defaultSiteConfig;
  }
}

/** The server's runtime settings: from index.html in the browser, handed over when prerendering. */
export const siteConfig: SiteConfig = typeof document === 'undefined' ? { ...defaultSiteConfig } : readSiteConfig();

/** Prerendering only: the settings of the server that renders the pages. */
export function applySiteConfig(config: SiteConfig) {
  Object.assign(siteConfig, config);
}
