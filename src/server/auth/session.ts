import { createMiddleware } from 'hono/factory';
import { ApiError } from '../http/api-error';
import type { Auth } from './auth';

type SessionData = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SignedInUser = SessionData['user'];

export interface SessionVariables {
  user: SignedInUser;
  session: SessionData['session'];
}

/** Routes behind it see the signed-in user in c.var.user; everyone else gets a 401. */
export const requireUser = (auth: Auth) =>
  createMiddleware<{ Variables: SessionVariables }>(async (c, next) => {
    const found = await auth.readSession(c);
    if (!found) throw new ApiError(401, 'unauthorized', 'Please sign in to continue.');
    c.set('user', found.user);
    c.set('session', found.session);
    await next();
  });

export interface OptionalSessionVariables {
  user: SignedInUser | null;
}

/** Routes readable without an account (public and secret projects) still learn who is asking. */
export const optionalUser = (auth: Auth) =>
  createMiddleware<{ Variables: OptionalSessionVariables }>(async (c, next) => {
    const found = await auth.readSession(c);
    c.set('user', found?.user ?? null);
    await next();
  });
