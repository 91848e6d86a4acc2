import { describe, expect, it } from 'vitest';
import { findDjpeg, findNativeTesseract } from '@healthcare-portal/engine/node';
import { chooseOcr, describeOcr } from './choose-ocr.ts';

const installed = await findNativeTesseract();
const djpeg = await findDjpeg();
const NO_DJPEG = { jpeg: "pdf.js's decoder", jpegReason: 'no djpeg on the PATH (apt-get install -y libjpeg-turbo-progs)' };

describe('the OCR a worker chooses at start', () => {
  it.skipIf(!installed)("is Debian's tesseract where it is installed, as many pages at once as engine threads", async () => {
    const choice = await chooseOcr({ threads: 3, djpegCommand: 'no-such-djpeg-command' });
    expect(choice).toMatchObject({ kind: 'native', version: installed, command: 'tesseract', slots: { limit: 3 } });
    expect(describeOcr(choice)).toEqual({ ocr: `native tesseract ${installed}`, processes: 3, ...NO_DJPEG });
  });

  it('is tesseract.js where no tesseract runs, and the log says why', async () => {
    const choice = await chooseOcr({ threads: 2, command: 'no-such-tesseract-command', djpegCommand: 'no-such-djpeg-command' });
    expect(choice).toEqual({ kind: 'tesseract.js', djpeg: null });
    expect(describeOcr(choice)).toEqual({
      ocr: 'tesseract.js (WebAssembly)',
      reason: 'no tesseract on the PATH (apt-get install -y tesseract-ocr)',
      ...NO_DJPEG,
    });
  });

  it.skipIf(!djpeg)(
    "decodes JPEG scans with libjpeg-turbo's djpeg where it is installed, with either OCR (skipped without djpeg)",
    async () => {
      const choice = await chooseOcr({ threads: 2, command: 'no-such-tesseract-command' });
      expect(choice.djpeg).toEqual({ version: djpeg, command: 'djpeg' });
      expect(describeOcr(choice)).toMatchObject({ jpeg: `libjpeg-turbo ${djpeg} (djpeg)` });
    },
  );
});
