import { describe, expect, it } from 'vitest';
import { cellText, parseEdit, parseRecord, recordTemplate } from './json-value';

describe('cell edits', () => {
  it('keeps each field’s kind: numbers stay numbers, text stays text', () => {
    expect(parseEdit('42', 7)).toEqual({ ok: true, value: 42 });
    expect(parseEdit(' 4.5 ', 7)).toEqual({ ok: true, value: 4.5 });
    expect(parseEdit('42', 'seven')).toEqual({ ok: true, value: '42' });
    expect(parseEdit('true', false)).toEqual({ ok: true, value: true });
    expect(parseEdit('null', 3)).toEqual({ ok: true, value: null });
    expect(parseEdit('"now text"', 3)).toEqual({ ok: true, value: 'now text' });
    expect(parseEdit('["a", 1]', [])).toEqual({ ok: true, value: ['a', 1] });
  });

  it('says what is wrong instead of guessing', () => {
    expect(parseEdit('forty', 7)).toMatchObject({ ok: false, error: expect.stringMatching(/^Enter a number/) });
    expect(parseEdit('yes', true)).toMatchObject({ ok: false, error: expect.stringMatching(/^Enter true or false/) });
    expect(parseEdit('{bad', {})).toMatchObject({ ok: false, error: expect.stringMatching(/^Enter valid JSON/) });
  });

  it('reads an empty field as JSON when it is JSON, else as text', () => {
    expect(parseEdit('12', undefined)).toEqual({ ok: true, value: 12 });
    expect(parseEdit('hello there', undefined)).toEqual({ ok: true, value: 'hello there' });
    expect(parseEdit('hello', null)).toEqual({ ok: true, value: 'hello' });
  });

  it('shows values as short text', () => {
    expect([
      cellText('a'),
      cellText(1),
      cellText(false),
      cellText(null),
      cellText(undefined),
      cellText({ a: 1 }),
    ]).toEqual(['a', '1', 'false', 'null', '', '{"a":1}']);
  });
});

describe('new records', () => {
  it('takes a JSON object and explains anything else', () => {
    expect(parseRecord('{"title": "Hi", "done": false}')).toEqual({ ok: true, value: { title: 'Hi', done: false } });
    expect(parseRecord('[1]')).toMatchObject({ ok: false, error: expect.stringContaining('JSON object') });
    expect(parseRecord('{title: 1}')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^This is not valid JSON/),
    });
  });

  it('starts from the collection’s fields', () => {
    expect(
      JSON.parse(
        recordTemplate([
          { title: 'x', n: 2 },
          { done: true, tags: ['a'] },
        ]),
      ),
    ).toEqual({
      title: '',
      n: 0,
      done: false,
      tags: [],
    });
    expect(JSON.parse(recordTemplate([]))).toEqual({ title: '' });
  });
});
