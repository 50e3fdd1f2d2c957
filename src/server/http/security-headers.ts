import { secureHeaders } from 'hono/secure-headers';

/** Headers for the main app's origin; generated apps are served elsewhere with their own. */
export const mainAppSecurityHeaders = (appsFrameSource: string) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // React and Radix set style attributes at run time; scripts stay locked to 'self'.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // App hosts too: the Database tab shows apps' uploaded images from where they are served.
      imgSrc: ["'self'", 'data:', 'https:', appsFrameSource],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The builder frames previews, which live on their own hostnames.
      frameSrc: ['https://www.youtube-nocookie.com', appsFrameSource],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
    xFrameOptions: 'SAMEORIGIN',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    // A route that sets its own policy (downloads: CSP sandbox) keeps it.
    overwrite: false,
  });
