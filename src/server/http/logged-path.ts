/** Paths whose next segment is a secret: an invitation's token, in the API and on its page. */
const secretSegment = /^(\/api\/invitations|\/invite)\/[^/]+/;

/** A request's path as the logs may keep it: with any token in it replaced by `:token`. */
export const loggedPath = (path: string) => path.replace(secretSegment, '$1/:token');
