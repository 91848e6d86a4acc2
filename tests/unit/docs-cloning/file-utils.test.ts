import { describe, expect, it } from 'vitest';
import { formatFileSize } from '@/features/docs-cloning/utils/format-file-size';
import { partitionAcceptedFiles } from '@/features/docs-cloning/utils/accepted-files';

const named = (name: string) => new File(['x'], name, { lastModified: 5 });

describe('formatFileSize', () => {
  it('shows Bytes, KB, MB or GB with two decimals', () => {
    expect(formatFileSize(0)).toBe('0.00 Bytes');
    expect(formatFileSize(512)).toBe('512.00 Bytes');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.00 MB');
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe('3.25 GB');
  });
});

describe('partitionAcceptedFiles', () => {
  it('keeps PDF, DOC and DOCX (any case) and drops the rest', () => {
    const { accepted, skipped } = partitionAcceptedFiles([
      named('a.pdf'),
      named('b.DOCX'),
      named('c.doc'),
      named('d.png'),
      named('pdf'),
      named('e.pdf.exe'),
    ]);
    expect(accepted.map((file) => file.name)).toEqual(['a.pdf', 'b.DOCX', 'c.doc']);
    expect(accepted[0]).toMatchObject({ size: 1, lastModified: 5 });
    expect(accepted[0]?.file).toBeInstanceOf(File);
    expect(skipped).toBe(3);
  });
});
