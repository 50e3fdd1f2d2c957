import { unzipSync } from 'fflate';
import type { KnowledgeExtension } from '../../../shared/knowledge';

/**
 * Whether the bytes are what the extension claims. The name and declared type come from the
 * client and cost nothing to fake; the first bytes and the zip's parts are harder to get wrong.
 */
export type SignatureCheck = { ok: true } | { ok: false; reason: string };

const pass: SignatureCheck = { ok: true };
const fail = (reason: string): SignatureCheck => ({ ok: false, reason });

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

const pdfMagic = [...'%PDF-'].map((ch) => ch.charCodeAt(0));
const zipMagic = [0x50, 0x4b, 0x03, 0x04];
// Compound File Binary (OLE2): the container of legacy .doc and .xls.
const oleMagic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The part an Office Open XML package must have to be that kind of document. */
const requiredZipPart = { docx: 'word/document.xml', xlsx: 'xl/workbook.xml' } as const;

export interface ZipListing {
  names: string[];
  /** What the entries claim to inflate to; used to skip extracting zip bombs. */
  uncompressedBytes: number;
}

/** The entries of a zip, read from its directory without inflating anything; null when it is not a zip. */
export function listZip(bytes: Uint8Array): ZipListing | null {
  const names: string[] = [];
  let uncompressedBytes = 0;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        names.push(entry.name);
        uncompressedBytes += entry.originalSize;
        return false;
      },
    });
  } catch {
    return null;
  }
  return { names, uncompressedBytes };
}

/** UTF-8 text without NUL bytes (a NUL means binary), BOM dropped; null otherwise. */
export function decodeText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

export function checkSignature(ext: KnowledgeExtension, bytes: Uint8Array): SignatureCheck {
  switch (ext) {
    case 'pdf':
      return startsWith(bytes, pdfMagic) ? pass : fail('does not start with %PDF-');
    case 'doc':
    case 'xls':
      return startsWith(bytes, oleMagic) ? pass : fail('is not an OLE compound file');
    case 'docx':
    case 'xlsx': {
      if (!startsWith(bytes, zipMagic)) return fail('is not a zip package');
      const listing = listZip(bytes);
      if (!listing) return fail('is a damaged zip package');
      return listing.names.includes(requiredZipPart[ext]) ? pass : fail(`has no ${requiredZipPart[ext]}`);
    }
    case 'txt':
    case 'md':
    case 'csv':
    case 'json': {
      const text = decodeText(bytes);
      if (text === null) return fail('is not UTF-8 text');
      if (ext !== 'json') return pass;
      try {
        JSON.parse(text);
        return pass;
      } catch {
        return fail('is not valid JSON');
      }
    }
  }
}
