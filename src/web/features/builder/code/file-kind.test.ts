import { describe, expect, it } from 'vitest';
import { baseName, fileExtension, fileKind } from './file-kind';

describe('file kinds', () => {
  it('reads the extension of the last path part, case-insensitively', () => {
    expect(fileExtension('src/App.TSX')).toBe('tsx');
    expect(fileExtension('src.v2/README')).toBe('');
    expect(fileExtension('.gitignore')).toBe('');
    expect(baseName('src/components/Button.tsx')).toBe('Button.tsx');
  });

  it('picks the icon family the spec lists', () => {
    expect(fileKind('src/App.tsx')).toBe('react');
    expect(fileKind('src/App.jsx')).toBe('react');
    expect(fileKind('src/main.ts')).toBe('script');
    expect(fileKind('vite.config.js')).toBe('script');
    expect(fileKind('src/index.css')).toBe('style');
    expect(fileKind('index.html')).toBe('markup');
    expect(fileKind('package.json')).toBe('json');
    expect(fileKind('README.md')).toBe('other');
  });
});
