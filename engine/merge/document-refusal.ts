// Converters and loaders throw this when they recognise *why* a file cannot be merged; mergeUploads turns the
// reason into the user's message with the file name. Any other error is treated as a damaged file.

export type RefusalReason = 'encrypted' | 'damaged' | 'no-pages' | 'unsafe-archive' | 'unreadable-doc';

export class DocumentRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    detail: string,
  ) {
    super(detail);
    this.name = 'DocumentRefusal';
  }
}
