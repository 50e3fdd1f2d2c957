import { request } from 'node:http';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { knowledgeLimits } from '../../../shared/knowledge';
import { knowledgeUploadMaxBytes } from './knowledge.routes';
import { knowledgePath, knowledgeTestServer } from './test-utils';

const kit = knowledgeTestServer();
const { owner, upload, rowsOf, storedFiles } = kit;

describe('what an upload may be', () => {
  it('refuses a file over 10 MB with the spec text and keeps nothing of it', async () => {
    const { browser, userId, projectId } = await owner();
    const bytes = new Uint8Array(knowledgeLimits.maxFileBytes + 1).fill(0x61);
    const res = await upload(browser, projectId, [{ name: 'big.txt', bytes, type: 'text/plain' }]);
    expect(res.status).toBe(413);
    const body = await res.json();
    expect(body.error).toEqual({
      code: 'too_large',
      message: 'File too large: big.txt is larger than 10MB. Please choose a smaller file.',
    });
    expect(await rowsOf(userId)).toEqual([]);
    expect(await storedFiles(userId)).toEqual([]);
  });

  it('accepts a file of exactly 10 MB, past the 1 MB limit of other routes', async () => {
    const { browser, userId, projectId } = await owner();
    const bytes = new Uint8Array(knowledgeLimits.maxFileBytes).fill(0x61);
    const res = await upload(browser, projectId, [{ name: 'exact.csv', bytes }]);
    expect(res.status).toBe(201);
    expect(await storedFiles(userId)).toHaveLength(1);
  });

  it('refuses a .pdf that is really HTML as an unsupported media type (415)', async () => {
    const { browser, userId, projectId } = await owner();
    const res = await upload(browser, projectId, [
      { name: 'invoice.pdf', bytes: '<!doctype html><script>alert(1)</script>', type: 'application/pdf' },
    ]);
    expect(res.status).toBe(415);
    expect((await res.json()).error.code).toBe('mismatched_content');
    expect(await rowsOf(userId)).toEqual([]);
    expect(await storedFiles(userId)).toEqual([]);
  });

  it('refuses files whose bytes or declared type do not fit the name', async () => {
    const { browser, projectId } = await owner();
    const res = await upload(browser, projectId, [
      { name: 'fake.docx', bytes: zipSync({ 'hello.txt': strToU8('hi') }) },
      { name: 'fake.xls', bytes: '<table></table>' },
      { name: 'binary.txt', bytes: new Uint8Array([0x68, 0x00, 0x69]) },
      { name: 'broken.json', bytes: '{"a":' },
      { name: 'latin1.md', bytes: new Uint8Array([0x63, 0x61, 0x66, 0xe9]) },
      { name: 'script.txt', bytes: 'hello', type: 'text/html' },
      { name: 'truncated.pdf', bytes: '%PDF-1.4\n<html>not really</html>' },
    ]);
    expect(res.status).toBe(415);
    const { rejected } = await res.json();
    expect(rejected.map((r: { code: string }) => r.code)).toEqual([
      'mismatched_content',
      'mismatched_content',
      'mismatched_content',
      'mismatched_content',
      'mismatched_content',
      'unsupported_type',
      'mismatched_content',
    ]);
  });

  it('turns away a request over the whole-upload cap without reading it', async () => {
    const { email, projectId } = await owner();
    const signIn = await kit.server.postJson('/api/auth/sign-in/email', { email, password: 'correct-horse' });
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    // Only the announced length is over the cap: the answer must come before the body does.
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(new URL(knowledgePath(projectId), kit.server.url), {
        method: 'POST',
        headers: {
          cookie,
          origin: kit.server.url,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(knowledgeUploadMaxBytes + 1),
        },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: text });
          req.destroy();
        });
      });
      req.write('--x\r\n');
    });
    expect(status).toBe(413);
    expect(JSON.parse(body).error).toEqual({
      code: 'too_large',
      message:
        'File too large: This upload is larger than 10MB per file (at most 10 files at once). Please choose a smaller file.',
    });
  });

  it('refuses more than 10 files in one request', async () => {
    const { browser, userId, projectId } = await owner();
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `n${i}.txt`, bytes: 'x' }));
    const res = await upload(browser, projectId, files);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('file: Upload at most 10 files at once.');
    expect(await rowsOf(userId)).toEqual([]);
  });
});
