import { describe, expect, it } from 'vitest';
import { docTextToBlocks } from './doc-text-blocks';
import { blockText } from './text-blocks';

describe('docTextToBlocks', () => {
  it('splits paragraphs at \\r and maps line breaks and hyphens', () => {
    expect(docTextToBlocks('First\rSecond\x0bline\rnon\x1ebreaking co\x1foperate\r').map(blockText)).toEqual([
      'First',
      'Second\nline',
      'non-breaking cooperate',
    ]);
  });

  it('reads table rows from cell marks', () => {
    expect(docTextToBlocks('Test\x07Result\x07\x07CRP\x0712 mg/L\x07\x07After\r').map(blockText)).toEqual([
      'Test | Result',
      'CRP | 12 mg/L',
      'After',
    ]);
  });

  it('shows field results and hides field codes', () => {
    expect(docTextToBlocks('Page \x13 PAGE \\* MERGEFORMAT \x142\x15 of 3\r').map(blockText)).toEqual(['Page 2 of 3']);
  });
});
