import { Hono } from 'hono';
import { contactMessageSchema, contactRateLimit } from '../../../shared/contact';
import type { Env } from '../../core/env';
import type { Logger } from '../../core/logger';
import type { Database } from '../../db/client';
import { rateLimit } from '../../http/rate-limit';
import { type RateLimitStoreDeps, rateLimitStore } from '../../http/rate-limit-store';
import { validate } from '../../http/validate';
import type { Mailer } from '../../vendors/mail';
import { submitContactMessage } from './contact.service';

export const contactRoutes = (deps: { env: Env; db: Database; mailer: Mailer; logger: Logger } & RateLimitStoreDeps) =>
  new Hono().post(
    '/contact-form',
    validate('json', contactMessageSchema),
    // After validation: fixing a typo never costs one of the client's messages.
    rateLimit({
      name: 'contact-form',
      ...contactRateLimit,
      trustProxy: deps.env.TRUST_PROXY,
      store: rateLimitStore(deps),
    }),
    async (c) => {
      const { id } = await submitContactMessage({ ...deps, supportEmail: deps.env.SUPPORT_EMAIL }, c.req.valid('json'));
      return c.json({ id, message: 'Message sent successfully!' }, 201);
    },
  );
