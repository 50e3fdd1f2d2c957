import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uploadKnowledgeFiles } from './knowledge.service';
import { knowledgePath, knowledgeTestServer, minimalDocx, minimalPdf, minimalXlsx, wordXml } from './test-utils';

const kit = knowledgeTestServer();
const { owner, upload, rowsOf, storedFiles } = kit;

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
    const stored = await kit.server.deps.storage.get(row?.filePath ?? '');
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
    expect(kit.server.logs.some((l) => l.msg === 'knowledge text extraction failed' && l.fileName === 'odd.docx')).toBe(
      true,
    );
  });

  it('removes the stored file when its row cannot be written', async () => {
    const { userId } = await owner();
    // A project that does not exist: the insert fails on its foreign key after the file was stored.
    const owner_ = { userId, projectId: randomUUID() };
    const file = new File(['orphan?'], 'orphan.txt', { type: 'text/plain' });
    await expect(uploadKnowledgeFiles(kit.server.deps, owner_, [file])).rejects.toThrow();
    expect(await storedFiles(userId)).toEqual([]);
  });

  it('refuses a request without files', async () => {
    const { browser, projectId } = await owner();
    const res = await browser.send(knowledgePath(projectId), {
      method: 'POST',
      headers: { origin: kit.server.url },
      body: new FormData(),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual({
      code: 'invalid_input',
      message: 'file: Choose at least one file to upload.',
    });
  });
});
