import { describe, expect, it } from 'vitest';
import { canSend, formatCounter, formatFileSize, isOverCounter, sendsOnKey } from './composer-rules';

describe('chat composer rules', () => {
  it('counts characters against the 2000 shown in the spec', () => {
    expect(formatCounter('')).toBe('0/2000');
    expect(formatCounter('hello')).toBe('5/2000');
    expect(isOverCounter('x'.repeat(2000))).toBe(false);
    expect(isOverCounter('x'.repeat(2001))).toBe(true);
  });

  it('sends trimmed, non-empty text only while no reply is pending', () => {
    expect(canSend('  hi ', false)).toBe(true);
    expect(canSend(' \n\t ', false)).toBe(false);
    expect(canSend('hi', true)).toBe(false);
  });

  it('sends on Enter but not on Shift+Enter or while composing', () => {
    expect(sendsOnKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(sendsOnKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(sendsOnKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(sendsOnKey({ key: 'a', shiftKey: false })).toBe(false);
  });

  it('formats file sizes for the chips', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(200 * 1024)).toBe('200 KB');
    expect(formatFileSize(3.25 * 1024 * 1024)).toBe('3.3 MB');
    expect(formatFileSize(11 * 1024 * 1024)).toBe('11 MB');
  });
});
