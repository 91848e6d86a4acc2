// One page-sized block of a written set's HTML source printed alone by Chromium as one PDF page with a text layer: the
// text twin of a page the set's build photographed, faxed or scanned from that block (bench/scan-twins.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright';
import { markBlock } from './source-blocks.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const MARK = 'data-scan-twin';

// The sets' sources name their handwriting and signature faces as url(FONT:allura), url(SCRIPT:...),
// url(FONTSOURCE:...) or url(FONT-...), each build putting in the installed woff2; a page set from a string cannot
// load file://, so the face goes in as a data URL here too, or the twin would print a serif face the scan never had.
const FACE = /url\((?:FONT|SCRIPT|FONTSOURCE)[:-]([a-z-]+)\)/g;
function withFaces(html: string): string {
  return html.replace(FACE, (_m, face: string) => {
    const woff = join(repo, 'node_modules', '@fontsource', face, 'files', `${face}-latin-400-normal.woff2`);
    return `url(data:font/woff2;base64,${readFileSync(woff).toString('base64')}) format("woff2")`;
  });
}

/**
 * Prints block `index` of `htmlFile` (null: the file's body whole) on one page of `width` x `height` points. The block
 * is drawn over the page whole, as the builds stretch a block's screenshot over the scanned page, with the screen's
 * styles the screenshot was taken with; everything outside it is hidden.
 */
export async function printBlock(
  browser: Browser,
  htmlFile: string,
  index: number | null,
  size: { width: number; height: number },
): Promise<Uint8Array> {
  const source = readFileSync(htmlFile, 'utf8');
  const tab = await browser.newPage();
  try {
    await tab.setContent(withFaces(index === null ? source : markBlock(source, index, MARK)), { waitUntil: 'load' });
    await tab.evaluate(async () => {
      for (const face of document.fonts) await face.load().catch(() => undefined);
    });
    await tab.emulateMedia({ media: 'screen' });
    await tab.evaluate(
      ({ mark, pageWidth, pageHeight }) => {
        const block = (document.querySelector(`[${mark}]`) as HTMLElement | null) ?? document.body;
        block.setAttribute(mark, '');
        const box = block.getBoundingClientRect();
        // A transformed ancestor (a photo's rig, a tilted frame) would hold the fixed block inside itself.
        for (let a = block.parentElement; a; a = a.parentElement) {
          a.style.transform = 'none';
          a.style.filter = 'none';
        }
        const style = document.createElement('style');
        style.textContent = `* { visibility: hidden !important; } [${mark}], [${mark}] * { visibility: visible !important; }`;
        document.head.append(style);
        Object.assign(block.style, {
          position: 'fixed',
          left: '0',
          top: '0',
          margin: '0',
          boxSizing: 'border-box',
          width: `${box.width}px`,
          height: `${box.height}px`,
          transformOrigin: '0 0',
          transform: `scale(${pageWidth / box.width}, ${pageHeight / box.height})`,
        });
      },
      { mark: MARK, pageWidth: (size.width * 96) / 72, pageHeight: (size.height * 96) / 72 },
    );
    return await tab.pdf({
      width: `${size.width / 72}in`,
      height: `${size.height / 72}in`,
      margin: { top: '0', right: '0', bottom: '0', left: '0' },
      printBackground: true,
      pageRanges: '1',
    });
  } finally {
    await tab.close();
  }
}
