import { describe, expect, it } from 'vitest';
import { toBuilderProject } from './to-builder-project';

const server = {
  id: 'p1',
  name: 'Yoga',
  description: 'A booking site',
  status: 'building',
  visibility: 'secret',
  model: 'claude-sonnet',
  discussMode: true,
  customInstructions: 'Use green',
  canEdit: true,
  role: 'editor' as const,
  workspaceId: 'w1',
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('toBuilderProject', () => {
  it('keeps known values and drops what the builder does not use', () => {
    expect(toBuilderProject(server)).toEqual({
      id: 'p1',
      name: 'Yoga',
      description: 'A booking site',
      status: 'building',
      visibility: 'secret',
      model: 'claude-sonnet',
      discussMode: true,
      customInstructions: 'Use green',
      workspaceId: 'w1',
      canEdit: true,
      canManage: false,
      isMember: true,
    });
  });

  it('falls back to public and the default model for values it does not know', () => {
    const project = toBuilderProject({ ...server, visibility: '', model: 'gpt-2' });
    expect(project.visibility).toBe('public');
    expect(project.model).toBe('gpt-4o-mini');
  });
});
