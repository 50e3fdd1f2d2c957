/** Knowledge-file uploads (spec sections 5, 8 and 9): limits, allowed types and texts, for browser and server. */

export const knowledgeLimits = {
  maxFileBytes: 10 * 1024 * 1024,
  /** One request carries at most this many files; the server's body cap is derived from it. */
  maxFilesPerUpload: 10,
  /** Enough for the generation prompt; the stored file keeps the rest. */
  extractedTextMaxChars: 200_000,
} as const;

/**
 * Allowed extensions with the MIME types browsers report for them. The first is the one we store.
 * Windows reports .csv as the Excel type, and some systems have no type for .md, hence the extras.
 */
export const knowledgeFileTypes = {
  txt: ['text/plain'],
  pdf: ['application/pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  csv: ['text/csv', 'application/csv', 'text/x-csv', 'application/vnd.ms-excel', 'text/plain'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  xls: ['application/vnd.ms-excel'],
  md: ['text/markdown', 'text/x-markdown', 'text/plain'],
  json: ['application/json', 'text/json', 'text/plain'],
} as const satisfies Record<string, readonly string[]>;

export type KnowledgeExtension = keyof typeof knowledgeFileTypes;

/** The picker's accept list, as the spec gives it (it leaves out .xls, which is still accepted). */
export const knowledgePickerAccept = '.txt,.pdf,.doc,.docx,.csv,.xlsx,.md,.json';

export const knowledgeExtension = (fileName: string): KnowledgeExtension | null => {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = fileName.slice(dot + 1).toLowerCase();
  return Object.hasOwn(knowledgeFileTypes, ext) ? (ext as KnowledgeExtension) : null;
};

export const knowledgeMimeType = (ext: KnowledgeExtension): string => knowledgeFileTypes[ext][0];

const toast = (title: string, description?: string) => ({ title, description });

/** Section 8's upload texts, split at the colon into toast title and description. */
export const knowledgeToasts = {
  authRequired: () => toast('Authentication required', 'Please log in to upload files.'),
  tooLarge: (file: string) => toast('File too large', `${file} is larger than 10MB. Please choose a smaller file.`),
  unsupportedType: (file: string) =>
    toast(
      'Unsupported file type',
      `${file} is not a supported file type. Please upload documents, PDFs, or text files.`,
    ),
  // Not in the spec: the server also reads the bytes, and says so when they are not what the name claims.
  mismatchedContent: (file: string) =>
    toast('Upload failed', `${file} does not contain what its file type says. Please upload the original document.`),
  /** A whole request over the server's cap, before any file name could be read. */
  uploadTooLarge: () =>
    toast(
      'File too large',
      `This upload is larger than 10MB per file (at most ${knowledgeLimits.maxFilesPerUpload} files at once). Please choose a smaller file.`,
    ),
  uploaded: (file: string) => toast('File uploaded successfully', `${file} has been added to your knowledge base.`),
  deleted: () => toast('File deleted', 'File has been removed from your knowledge base.'),
  uploadFailed: (message?: string) => toast('Upload failed', message || 'Failed to upload file'),
  deleteFailed: (message?: string) => toast('Delete failed', message || 'Failed to delete file'),
} as const;

/** A toast as one line, "Title: description": the form the server's error messages take. */
export const toastLine = ({ title, description }: { title: string; description?: string }) =>
  description ? `${title}: ${description}` : title;

export type UploadRejectionCode = 'too_large' | 'unsupported_type' | 'mismatched_content';

export interface UploadRejection {
  fileName: string;
  code: UploadRejectionCode;
  message: string;
}

const rejectionToast: Record<UploadRejectionCode, (file: string) => { title: string; description?: string }> = {
  too_large: knowledgeToasts.tooLarge,
  unsupported_type: knowledgeToasts.unsupportedType,
  mismatched_content: knowledgeToasts.mismatchedContent,
};

export const uploadRejection = (fileName: string, code: UploadRejectionCode): UploadRejection => ({
  fileName,
  code,
  message: toastLine(rejectionToast[code](fileName)),
});

/** The toast for a rejection the server reported, so browser-side and server-side refusals read the same. */
export const uploadRejectionToast = (rejection: Pick<UploadRejection, 'fileName' | 'code'>) =>
  rejectionToast[rejection.code](rejection.fileName);

/**
 * What can be judged from a file's name, size and declared type, before reading it. The browser
 * asks before sending; the server asks again and then also checks the bytes.
 */
export function checkUpload(file: { name: string; size: number; type: string }): UploadRejection | null {
  if (file.size > knowledgeLimits.maxFileBytes) return uploadRejection(file.name, 'too_large');
  const ext = knowledgeExtension(file.name);
  if (!ext) return uploadRejection(file.name, 'unsupported_type');
  // An empty or generic type says nothing; a specific one must belong to the extension.
  const declared = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  const generic = declared === '' || declared === 'application/octet-stream';
  if (!generic && !(knowledgeFileTypes[ext] as readonly string[]).includes(declared)) {
    return uploadRejection(file.name, 'unsupported_type');
  }
  return null;
}
