// pdf-lib's standard 14 fonts encode WinAnsi only and throw on anything else, so text from Word files has to be
// mapped first. Common clinical symbols get readable ASCII stand-ins instead of a bare '?'. Tabs, line breaks and
// page breaks pass through untouched: the line wrapper, not the font, deals with them.

const LAYOUT_CONTROLS = new Set(['\t', '\n', '\f']);

const STAND_INS: Readonly<Record<string, string>> = {
  '\u2212': '-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2191': '^',
  '\u2193': 'v',
  '\u2248': '~',
  '\u2260': '!=',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u200b': '',
  '\ufeff': '',
  '\u2713': 'x',
  '\u2714': 'x',
};

export function toWinAnsi(text: string, supported: ReadonlySet<number>): string {
  let out = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (supported.has(codePoint) || LAYOUT_CONTROLS.has(char)) out += char;
    else out += STAND_INS[char] ?? (codePoint < 0x20 ? '' : '?');
  }
  return out;
}
