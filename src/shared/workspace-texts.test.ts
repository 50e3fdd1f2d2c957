import { describe, expect, it } from 'vitest';
import { auditDetailText, inviteTexts, switcherTexts } from './workspace-texts';

describe('auditDetailText', () => {
  it('shows a change as from → to, roles by their labels', () =>
    expect(auditDetailText({ from: 'viewer', to: 'editor' })).toBe('Viewer → Editor'));
  it('lists other values, leaving out empty ones', () =>
    expect(auditDetailText({ role: 'admin', deployment: 3, note: null, domain: '' })).toBe(
      'role: Admin, deployment: 3',
    ));
  it('is empty without detail', () => expect(auditDetailText(null)).toBe(''));
});

describe('workspace texts', () => {
  it('names the inviter, the workspace and the role', () =>
    expect(inviteTexts.headline('Ada', 'Acme', 'editor')).toBe('Ada invited you to join Acme as Editor'));
  it('counts members in the singular and plural', () => {
    expect(switcherTexts.roleLine('owner', 1)).toBe('Owner · 1 member');
    expect(switcherTexts.roleLine('viewer', 4)).toBe('Viewer · 4 members');
  });
});
