import { api, unwrap } from '../../lib/api';

type Sent = Awaited<ReturnType<typeof post>>;

// A new project has the default model and settings, which are what the server assumes when none are given.
const post = (projectId: string, content: string) =>
  unwrap(api.projects[':projectId'].messages.$post({ param: { projectId }, json: { content } }));

/** First messages sent with their new project, until the builder takes them: project id → the request. */
const inFlight = new Map<string, { content: string; request: Promise<Sent> }>();

/**
 * A new project's prompt leaves as soon as the project exists, while the builder is still loading:
 * the reply is being written by the time the builder would have sent it. The builder's send takes
 * this request instead of posting the same message again (takeFirstMessage).
 */
export function sendFirstMessage(projectId: string, content: string) {
  const request = post(projectId, content);
  // A refusal is the builder's to show, as for any message; one never taken is dropped quietly.
  request.catch(() => undefined);
  inFlight.set(projectId, { content, request });
}

export const firstMessageInFlight = (projectId: string) => inFlight.has(projectId);

/** The first message's request when `content` is that message; either way it is taken only once. */
export function takeFirstMessage(projectId: string, content: string) {
  const sent = inFlight.get(projectId);
  inFlight.delete(projectId);
  return sent?.content === content ? sent.request : null;
}
