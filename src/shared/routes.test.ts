import { describe, expect, it } from 'vitest';
import { isSpaRoute } from './routes';

describe('isSpaRoute', () => {
  it.each([
    '/',
    '/product',
    '/pricing/',
    '/contact',
    '/auth',
    '/dashboard',
    '/app-builder/demo',
    '/app-builder',
    '/cookie-policy',
    '/workspaces/5f0c/settings',
    '/invite/abc123',
  ])('knows %s', (path) => expect(isSpaRoute(path)).toBe(true));
  it.each(['/nope', '/product/x', '/app-builder/a/b', '/pricingx', '/.env', '/workspaces/x', '/invite', '/invite/a/b'])(
    'does not know %s',
    (path) => expect(isSpaRoute(path)).toBe(false),
  );
});
