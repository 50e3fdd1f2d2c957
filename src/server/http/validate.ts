import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { errorBody } from './api-error';

/** zod validation whose failure is the standard 400 body naming the first bad field. */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const issue = result.error.issues[0];
    const field = issue?.path.join('.');
    const message = issue ? (field ? `${field}: ${issue.message}` : issue.message) : 'Invalid input.';
    return c.json(errorBody('invalid_input', message), 400);
  });
