/** The few pages an app host answers itself, in the product's voice and without scripts. */
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a}main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.25rem;margin:0 0 .5rem}p{margin:0;color:#475569;line-height:1.5}</style></head><body><main><h1>${title}</h1><p>${body}</p></main></body></html>`;

export const appNotFoundPage = page(
  'This app isn’t available',
  'The link may be wrong, the app may have been taken down, or it is private.',
);

export const noPreviewPage = page(
  'No preview yet',
  'The app has not been built successfully yet. Send a message in the builder to create it.',
);
