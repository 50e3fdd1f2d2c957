import { previewMessage } from './preview-message';

/** Longest the builder waits for the new preview before reading the rest again anyway. */
const longestWaitMs = 1_500;

/**
 * Runs `then` once the preview frame on `origin` has loaded its app (its reporter says where it
 * is on load), or after a moment if it does not (the preview pane is hidden, the app crashed).
 * The builder's refetches and their re-render would otherwise share the frame's first second:
 * on a busy machine the server and the page's main thread are what the frame waits for.
 */
export function afterPreviewShows(origin: string, then: () => void) {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    window.removeEventListener('message', onMessage);
    clearTimeout(timer);
    then();
  };
  const onMessage = (event: MessageEvent) => {
    if (previewMessage(event, origin)?.type === 'route') finish();
  };
  window.addEventListener('message', onMessage);
  const timer = setTimeout(finish, longestWaitMs);
}
