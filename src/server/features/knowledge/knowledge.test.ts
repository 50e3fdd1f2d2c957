import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthSession, signedInBrowser } from '../../../../tests/support/auth-session';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { knowledgeLimits } from '../../../shared/knowledge';
import { knowledgeFiles, projects, user } from '../../db/schema';
import { knowledgeUploadMaxBytes } from './knowledge.routes';
import { uploadKnowledgeFiles } from './knowledge.service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

/** A confirmed, signed-in account with one project of its own. */
async function owner(visibility: 'public' | 'private' = 'public') {
  const { email, browser } = await signedInBrowser(server, 'correct-horse', 'knowledge');
  const [account] = await server.deps.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const userId = account?.id ?? '';
  const [project] = await server.deps.db
    .insert(projects)
    .values({ userId, name: 'Knowledge test', description: 'an app', visibility })
    .returning({ id: projects.id });
  return { browser, email, userId, projectId: project?.id ?? '' };
}

interface Fixture {
  name: string;
  bytes: Uint8Array | string;
  type?: string;
}

const knowledgePath = (projectId: string, rest = '') => `/api/projects/${projectId}/knowledge${rest}`;

function upload(browser: AuthSession, projectId: string, files: Fixture[]) {
  const form = new FormData();
  for (const f of files) {
    const bytes = typeof f.bytes === 'string' ? strToU8(f.bytes) : f.bytes;
    form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], f.name, { type: f.type ?? '' }));
  }
  return browser.send(knowledgePath(projectId), { method: 'POST', headers: { origin: server.url }, body: form });
}

const rowsOf = (userId: string) =>
  server.deps.db.select().from(knowledgeFiles).where(eq(knowledgeFiles.userId, userId));

/** Every file under DATA_DIR/storage for this user (and any half-written one anywhere). */
async function storedFiles(userId: string) {
  const root = path.join(server.deps.env.DATA_DIR, 'storage');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .filter((p) => p.startsWith(`${userId}/`) || p.startsWith('.incoming'));
}

/** A one-page PDF whose page shows `text`, with a correct cross-reference table. */
function minimalPdf(text: string) {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return strToU8(pdf);
}

/** The three parts Word needs to open a document. */
function minimalDocx(documentXml: string) {
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(documentXml),
  });
}

const wordXml = (text: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;

async function minimalXlsx() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Prices');
  sheet.addRow(['Plan', 'Price']);
  sheet.addRow(['Creator, yearly', 292]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('uploading knowledge files', () => {
  it('stores a text file, keeps its text and lists it', async () => {
    const { browser, userId, projectId } = await owner();
    const res = await upload(browser, projectId, [
      { name: 'notes.txt', bytes: 'Use a blue theme.', type: 'text/plain' },
    ]);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.rejected).toEqual([]);
    expect(body.uploaded).toEqual([
      expect.objectContaining({
        fileName: 'notes.txt',
        fileSize: 17,
        fileType: 'text/plain',
        uploadStatus: 'uploaded',
      }),
    ]);
    expect(body.uploaded[0]).not.toHaveProperty('filePath');

    const [row] = await rowsOf(userId);
    expect(row).toMatchObject({ projectId, extractedText: 'Use a blue theme.' });
    expect(row?.filePath).toMatch(new RegExp(`^${userId}/[0-9a-f-]{36}\\.txt$`));
    const stored = await server.deps.storage.get(row?.filePath ?? '');
    expect(new TextDecoder().decode(stored ?? undefined)).toBe('Use a blue theme.');

    const list = await browser.get(knowledgePath(projectId));
    expect(list.status).toBe(200);
    expect((await list.json()).files).toEqual([body.uploaded[0]]);
  });

  it('lists newest first', async () => {
    const { browser, projectId } = await owner();
    await upload(browser, projectId, [{ name: 'first.md', bytes: '# one' }]);
    await upload(browser, projectId, [{ name: 'second.json', bytes: '{"a":1}' }]);
    const { files } = await (await browser.get(knowledgePath(projectId))).json();
    expect(files.map((f: { fileName: string }) => f.fileName)).toEqual(['second.json', 'first.md']);
  });

  it('extracts the text of a PDF, a Word document and a spreadsheet', async () => {
    const { browser, userId, projectId } = await owner();
    const res = await upload(browser, projectId, [
      { name: 'brief.pdf', bytes: minimalPdf('Hello knowledge base'), type: 'application/pdf' },
      { name: 'spec.docx', bytes: minimalDocx(wordXml('Hello from Word')) },
      { name: 'prices.xlsx', bytes: await minimalXlsx() },
    ]);
    expect(res.status).toBe(201);
    expect((await res.json()).uploaded).toHaveLength(3);
    const texts = Object.fromEntries((await rowsOf(userId)).map((r) => [r.fileName, r.extractedText]));
    expect(texts['brief.pdf']).toContain('Hello knowledge base');
    expect(texts['spec.docx']).toBe('Hello from Word');
    expect(texts['prices.xlsx']).toBe('# Prices\nPlan,Price\n"Creator, yearly",292');
  });

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

  it('refuses a .pdf that is really HTML', async () => {
    const { browser, userId, projectId } = await owner();
    const res = await upload(browser, projectId, [
      { name: 'invoice.pdf', bytes: '<!doctype html><script>alert(1)</script>', type: 'application/pdf' },
    ]);
    expect(res.status).toBe(400);
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
    expect(res.status).toBe(400);
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

  it('stores the good file of a mixed batch and reports the bad one', async () => {
    const { browser, userId, projectId } = await owner();
    const res = await upload(browser, projectId, [
      { name: 'tool.exe', bytes: 'MZ' },
      { name: 'data.csv', bytes: 'a,b\n1,2\n', type: 'text/csv' },
    ]);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.uploaded.map((f: { fileName: string }) => f.fileName)).toEqual(['data.csv']);
    expect(body.rejected).toEqual([
      {
        fileName: 'tool.exe',
        code: 'unsupported_type',
        message:
          'Unsupported file type: tool.exe is not a supported file type. Please upload documents, PDFs, or text files.',
      },
    ]);
    expect((await rowsOf(userId)).map((r) => r.fileName)).toEqual(['data.csv']);
    expect(await storedFiles(userId)).toHaveLength(1);
  });

  it('keeps a document whose text cannot be read, without text', async () => {
    const { browser, userId, projectId } = await owner();
    const res = await upload(browser, projectId, [{ name: 'odd.docx', bytes: minimalDocx('<w:document><unclosed') }]);
    expect(res.status).toBe(201);
    const [row] = await rowsOf(userId);
    expect(row?.extractedText).toBe('');
    expect(server.logs.some((l) => l.msg === 'knowledge text extraction failed' && l.fileName === 'odd.docx')).toBe(
      true,
    );
  });

  it('turns away a request over the whole-upload cap without reading it', async () => {
    const { email, projectId } = await owner();
    const signIn = await server.postJson('/api/auth/sign-in/email', { email, password: 'correct-horse' });
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    // Only the announced length is over the cap: the answer must come before the body does.
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(new URL(knowledgePath(projectId), server.url), {
        method: 'POST',
        headers: {
          cookie,
          origin: server.url,
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

  it('removes the stored file when its row cannot be written', async () => {
    const { userId } = await owner();
    // A project that does not exist: the insert fails on its foreign key after the file was stored.
    const owner_ = { userId, projectId: randomUUID() };
    const file = new File(['orphan?'], 'orphan.txt', { type: 'text/plain' });
    await expect(uploadKnowledgeFiles(server.deps, owner_, [file])).rejects.toThrow();
    expect(await storedFiles(userId)).toEqual([]);
  });

  it('refuses a request without files', async () => {
    const { browser, projectId } = await owner();
    const res = await browser.send(knowledgePath(projectId), {
      method: 'POST',
      headers: { origin: server.url },
      body: new FormData(),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual({
      code: 'invalid_input',
      message: 'file: Choose at least one file to upload.',
    });
  });
});

describe('deleting and downloading', () => {
  it('deletes the row and the stored file', async () => {
    const { browser, userId, projectId } = await owner();
    const { uploaded } = await (await upload(browser, projectId, [{ name: 'gone.txt', bytes: 'bye' }])).json();
    expect(await storedFiles(userId)).toHaveLength(1);
    const path = knowledgePath(projectId, `/${uploaded[0].id}`);
    const res = await browser.send(path, { method: 'DELETE', headers: { origin: server.url } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await rowsOf(userId)).toEqual([]);
    expect(await storedFiles(userId)).toEqual([]);
    expect((await browser.send(path, { method: 'DELETE', headers: { origin: server.url } })).status).toBe(404);
  });

  it('downloads the bytes as an attachment that is never rendered', async () => {
    const { browser, projectId } = await owner();
    const name = 'résumé "final".md';
    const { uploaded } = await (
      await upload(browser, projectId, [{ name, bytes: '<script>alert(1)</script>' }])
    ).json();
    const res = await browser.get(knowledgePath(projectId, `/${uploaded[0].id}/download`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment;/);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(await res.text()).toBe('<script>alert(1)</script>');
  });
});

describe('who may use a project’s knowledge files', () => {
  it('shows another user nothing of a private project', async () => {
    const alice = await owner('private');
    const { uploaded } = await (await upload(alice.browser, alice.projectId, [{ name: 'a.txt', bytes: 'x' }])).json();
    const fileId = uploaded[0].id;
    await server.deps.db.update(projects).set({ visibility: 'private' }).where(eq(projects.id, alice.projectId));

    const bob = await owner();
    const list = await bob.browser.get(knowledgePath(alice.projectId));
    const add = await upload(bob.browser, alice.projectId, [{ name: 'b.txt', bytes: 'y' }]);
    const remove = await bob.browser.send(knowledgePath(alice.projectId, `/${fileId}`), {
      method: 'DELETE',
      headers: { origin: server.url },
    });
    const download = await bob.browser.get(knowledgePath(alice.projectId, `/${fileId}/download`));
    expect([list.status, add.status, remove.status, download.status]).toEqual([404, 404, 404, 404]);
    expect(await rowsOf(alice.userId)).toHaveLength(1);
    expect(await rowsOf(bob.userId)).toEqual([]);

    // Bob's own project does not open Alice's file either.
    const viaOwn = await bob.browser.get(knowledgePath(bob.projectId, `/${fileId}/download`));
    expect(viaOwn.status).toBe(404);
  });

  it('tells a viewer of a public project that only the owner manages its files', async () => {
    const alice = await owner('public');
    const bob = await owner();
    const res = await upload(bob.browser, alice.projectId, [{ name: 'b.txt', bytes: 'y' }]);
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('access_denied');
  });

  it('asks a signed-out visitor to sign in', async () => {
    const { projectId } = await owner();
    const stranger = new AuthSession(server);
    expect((await stranger.get(knowledgePath(projectId))).status).toBe(401);
    expect((await upload(stranger, projectId, [{ name: 'a.txt', bytes: 'x' }])).status).toBe(401);
  });
});
