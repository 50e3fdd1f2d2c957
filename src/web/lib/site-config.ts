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

export const siteConfig = readSiteConfig();
