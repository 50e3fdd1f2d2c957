import type ExcelJS from 'exceljs';
import { type KnowledgeExtension, knowledgeLimits } from '../../../shared/knowledge';
import { decodeText, listZip } from './file-signature';

/** The parser found the file is not the format it claims: the upload is refused, not kept textless. */
export class NotThatFormatError extends Error {}

// Office parsers inflate the whole package in memory; past this the text is not worth the risk.
const maxInflatedBytes = 100 * 1024 * 1024;

const cap = (text: string) => text.slice(0, knowledgeLimits.extractedTextMaxChars);

/**
 * Plain text for the generation prompt. Throws NotThatFormatError for a file that only looks like
 * its type; any other error means "could not read it", which the caller treats as empty text.
 */
export async function extractKnowledgeText(ext: KnowledgeExtension, bytes: Uint8Array): Promise<string> {
  switch (ext) {
    case 'txt':
    case 'md':
    case 'csv':
    case 'json':
      return cap(decodeText(bytes) ?? '');
    case 'pdf':
      return cap(await pdfText(bytes));
    case 'docx':
      assertInflatable(bytes);
      return cap(await documentText(bytes));
    case 'xlsx':
      assertInflatable(bytes);
      return cap(await workbookText(bytes));
    case 'doc':
    case 'xls':
      // Legacy binary formats: no maintained pure-JS reader; the file is kept and offered for download.
      return '';
  }
}

function assertInflatable(bytes: Uint8Array) {
  const listing = listZip(bytes);
  if (listing && listing.uncompressedBytes > maxInflatedBytes) {
    throw new Error(`package inflates to ${listing.uncompressedBytes} bytes; text not extracted`);
  }
}

// The parsers load with the first file of their kind: together they would add about a third of
// a second to every server start, for a feature most sessions never use.

async function documentText(bytes: Uint8Array) {
  const { default: mammoth } = await import('mammoth');
  return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value.trim();
}

async function pdfText(bytes: Uint8Array) {
  const { extractText, getDocumentProxy } = await import('unpdf');
  // pdf.js may take ownership of the buffer it is given; the caller still needs the original to store.
  const data = bytes.slice();
  let document: Awaited<ReturnType<typeof import('unpdf').getDocumentProxy>>;
  try {
    // verbosity 0: pdf.js would otherwise print every quirk of a user's file to the server log.
    document = await getDocumentProxy(data, { verbosity: 0 });
  } catch (err) {
    if ((err as Error).name === 'InvalidPDFException') throw new NotThatFormatError('not a readable PDF');
    throw err;
  }
  try {
    return (await extractText(document, { mergePages: true })).text.trim();
  } finally {
    await document.loadingTask.destroy();
  }
}

/** Each sheet as a heading and CSV-like rows: readable for a model, close to what a person sees. */
async function workbookText(bytes: Uint8Array) {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  const parts: string[] = [];
  let length = 0;
  for (const sheet of workbook.worksheets) {
    if (length > knowledgeLimits.extractedTextMaxChars) break;
    const lines = [`# ${sheet.name}`];
    sheet.eachRow((row) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell) => {
        cells.push(csvField(cell.text ?? ''));
      });
      lines.push(cells.join(','));
    });
    const block = lines.join('\n');
    parts.push(block);
    length += block.length;
  }
  return parts.join('\n\n').trim();
}

const csvField = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
