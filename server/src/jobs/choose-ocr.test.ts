import { describe, expect, it } from 'vitest';
import { findNativeTesseract } from '@healthcare-portal/engine/node';
import { chooseOcr, describeOcr } from './choose-ocr.ts';

const installed = await findNativeTesseract();

describe('the OCR a worker chooses at start', () => {
  it.skipIf(!installed)("is Debian's tesseract where it is installed, as many pages at once as engine threads", async () => {
    const choice = await chooseOcr({ threads: 3 });
    expect(choice).toMatchObject({ kind: 'native', version: installed, command: 'tesseract', slots: { limit: 3 } });
    expect(describeOcr(choice)).toEqual({ ocr: `native tesseract ${installed}`, processes: 3 });
  });

  it('is tesseract.js where no tesseract runs, and the log says why', async () => {
    const choice = await chooseOcr({ threads: 2, command: 'no-such-tesseract-command' });
    expect(choice).toEqual({ kind: 'tesseract.js' });
    expect(describeOcr(choice)).toEqual({
      ocr: 'tesseract.js (WebAssembly)',
      reason: 'no tesseract on the PATH (apt-get install -y tesseract-ocr)',
    });
  });
});
