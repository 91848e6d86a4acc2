// Upload limits from docs/spec/server-rules.md#documents-and-audit-reports. They live in one place so the handler, the
// screens' copy and the tests cannot drift; callers may override them (tests use tiny limits, a deployment may
// raise them) through the options argument of mergeUploads.

const MB = 1024 * 1024;

export const MAX_FILES = 20;
export const MAX_FILE_BYTES = 50 * MB;
export const MAX_TOTAL_BYTES = 200 * MB;
// Pages in one merged document: a whole inpatient chart is a few hundred pages; 2,000 keeps extraction and the audit
// within minutes and memory bounded (docs/spec/server-rules.md#hardening).
export const MAX_PAGES = 2000;
// Multipart framing around the files (part headers, boundaries, the folder field): a body larger than every file
// allowed plus this is refused unread.
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

// Zip-bomb guards for DOCX. A real clinical DOCX has a few dozen entries and compresses text about 5-20x;
// these bounds leave wide room for that while refusing archives built to exhaust memory.
export const MAX_ZIP_ENTRIES = 1000;
export const MAX_UNZIPPED_BYTES = 100 * MB;
export const MAX_ZIP_RATIO = 100;

export interface Limits {
  maxFiles: number;
  maxFileBytes: number;
  maxTotalBytes: number;
  maxPages: number;
  maxZipEntries: number;
  maxUnzippedBytes: number;
  maxZipRatio: number;
}

export const DEFAULT_LIMITS: Readonly<Limits> = Object.freeze({
  maxFiles: MAX_FILES,
  maxFileBytes: MAX_FILE_BYTES,
  maxTotalBytes: MAX_TOTAL_BYTES,
  maxPages: MAX_PAGES,
  maxZipEntries: MAX_ZIP_ENTRIES,
  maxUnzippedBytes: MAX_UNZIPPED_BYTES,
  maxZipRatio: MAX_ZIP_RATIO,
});

export function resolveLimits(overrides?: Partial<Limits>): Limits {
  return { ...DEFAULT_LIMITS, ...overrides };
}

/** Formats a byte limit the way the upload screen shows sizes ("50 MB"), so messages match what users see. */
export function formatLimit(bytes: number): string {
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} MB`;
  if (bytes >= MB) return `${(bytes / MB).toFixed(2)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(2)} KB`;
  return `${bytes} Bytes`;
}

/** The refusal of a whole upload from its declared length, before any file in it is read. */
export function uploadTooLarge(maxTotalBytes: number): string {
  return `This upload is larger than the ${formatLimit(maxTotalBytes)} limit for all files together.`;
}
