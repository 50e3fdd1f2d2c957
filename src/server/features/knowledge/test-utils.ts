import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll } from 'vitest';
import { type AuthSession, signedInBrowser } from '../../../../tests/support/auth-session';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { personalWorkspaceId } from '../../access/workspaces';
import { knowledgeFiles, projects, user } from '../../db/schema';

// Shared by the knowledge test files: a test server per file, accounts with a project, uploads, and document fixtures.

export interface Fixture {
  name: string;
  bytes: Uint8Array | string;
  type?: string;
}

export const knowledgePath = (projectId: string, rest = '') => `/api/projects/${projectId}/knowledge${rest}`;

/** Starts a test server for the calling test file and gives the helpers that work against it. */
export function knowledgeTestServer() {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' });
  });
  afterAll(() => server.close());

  return {
    get server() {
      return server;
    },

    /** A confirmed, signed-in account with one project of its own. */
    async owner(visibility: 'public' | 'private' = 'public') {
      const { email, browser } = await signedInBrowser(server, 'correct-horse', 'knowledge');
      const [account] = await server.deps.db.select({ id: user.id }).from(user).where(eq(user.email, email));
      const userId = account?.id ?? '';
      const [project] = await server.deps.db
        .insert(projects)
        .values({
          userId,
          workspaceId: await personalWorkspaceId(server.deps.db, userId),
          name: 'Knowledge test',
          description: 'an app',
          visibility,
        })
        .returning({ id: projects.id });
      return { browser, email, userId, projectId: project?.id ?? '' };
    },

    upload(browser: AuthSession, projectId: string, files: Fixture[]) {
      const form = new FormData();
      for (const f of files) {
        const bytes = typeof f.bytes === 'string' ? strToU8(f.bytes) : f.bytes;
        form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], f.name, { type: f.type ?? '' }));
      }
      return browser.send(knowledgePath(projectId), { method: 'POST', headers: { origin: server.url }, body: form });
    },

    rowsOf: (userId: string) => server.deps.db.select().from(knowledgeFiles).where(eq(knowledgeFiles.userId, userId)),

    /** Every file under DATA_DIR/storage for this user (and any half-written one anywhere). */
    async storedFiles(userId: string) {
      const root = path.join(server.deps.env.DATA_DIR, 'storage');
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((e) => e.isFile())
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
        .filter((p) => p.startsWith(`${userId}/`) || p.startsWith('.incoming'));
    },
  };
}

/** A one-page PDF whose page shows `text`, with a correct cross-reference table. */
export function minimalPdf(text: string) {
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
export function minimalDocx(documentXml: string) {
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

export const wordXml = (text: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;

export async function minimalXlsx() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Prices');
  sheet.addRow(['Plan', 'Price']);
  sheet.addRow(['Creator, yearly', 292]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
