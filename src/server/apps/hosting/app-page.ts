import type { AppSeo } from '../../../shared/app-seo';
import { escapeAttribute } from '../../http/escape-attribute';
import { headSlot } from '../build/app-html';
import { type PageContext, seoHead, withTitle } from '../seo/seo-head';

/**
 * Counts the live page and each move within it (history.pushState, Back), to the app's own host:
 * the referrer only with the first, since later ones are moves inside the app (ADR 0033). Both
 * are cut to what the beacon's 1 KB body limit holds (`pageViewSchema`).
 */
const pageViewBeacon =
  "<script>(function(){var first=1;function count(){try{var b=JSON.stringify({path:location.pathname.slice(0,300),referrer:first?document.referrer.slice(0,600):''});first=0;if(navigator.sendBeacon)navigator.sendBeacon('/__shipwright/pv',b);else fetch('/__shipwright/pv',{method:'POST',body:b,keepalive:true})}catch(e){}}count();var push=history.pushState;history.pushState=function(){push.apply(this,arguments);count()};addEventListener('popstate',count)})();</script>";

/** A live page: the app's SEO facts and where this page lives for good. */
export interface LivePage extends PageContext {
  seo: AppSeo;
}

/** What an app page is made of: a build's HTML (wired to its assets) and whose app it is. */
export interface PageSource {
  html: string;
  projectId: string;
}

/**
 * A build's page as an app host serves it: in the preview with the error reporter and the grant
 * the SDK sends on, with `noindex` for secret apps; live with its title, description and Open Graph
 * tags (ADR 0032); always saying which app and environment it is.
 */
export function appPage(
  source: PageSource,
  { preview, secret, token, live }: { preview: boolean; secret: boolean; token?: string; live?: LivePage },
) {
  const head = [
    preview ? '<script src="/__shipwright/reporter.js"></script>' : '',
    // A live page says what it is to crawlers and link previews (noindex unless public).
    live ? seoHead(live.seo, live) : secret ? '<meta name="robots" content="noindex, nofollow">' : '',
    live ? pageViewBeacon : '',
    // The app's backend asks for the same grant: the SDK reads it here and sends it as a header.
    preview && token ? `<meta name="shipwright-grant" content="${escapeAttribute(token)}">` : '',
    // Which app this is: a live address can pass to another app (a name freed by a take-down),
    // and the SDK keeps each app's device token apart by it.
    `<meta name="shipwright-app" content="${escapeAttribute(source.projectId)}">`,
    // The SDK adds sample records in the preview only (ADR 0019).
    `<meta name="shipwright-env" content="${preview ? 'preview' : 'live'}">`,
  ].join('');
  let html = source.html.replace(headSlot, () => head);
  if (live) html = withTitle(html, live.seo, live.path);
  // Non-public previews pass their grant on to their own assets.
  if (preview && token)
    html = html.replace(/(\/__app\/[^"]+\/app\.(?:js|css))"/g, `$1?token=${encodeURIComponent(token)}"`);
  return html;
}
