// A forgiving, allocation-light tokenizer for WordprocessingML. There is no DOMParser in Node or in a Web Worker,
// and the converter needs only element names, a few attributes and text, so a full XML parser would be overkill.

export type XmlToken =
  | { type: 'open'; name: string; attributes: string; selfClosing: boolean }
  | { type: 'close'; name: string }
  | { type: 'text'; text: string };

const TOKEN = /<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<[?!][^>]*>|<(\/?)([A-Za-z_][\w:.-]*)([^>]*?)(\/?)>|([^<]+)/g;

export function* xmlTokens(xml: string): Generator<XmlToken> {
  for (const match of xml.matchAll(TOKEN)) {
    const [, cdata, slash, name, attributes, selfClose, text] = match;
    if (cdata !== undefined) yield { type: 'text', text: cdata };
    else if (name !== undefined && slash === '/') yield { type: 'close', name };
    else if (name !== undefined) yield { type: 'open', name, attributes: attributes ?? '', selfClosing: selfClose === '/' };
    else if (text !== undefined) yield { type: 'text', text: decodeEntities(text) };
  }
}

export function attribute(attributes: string, name: string): string | undefined {
  const escaped = name.replace(/[.:]/g, '\\$&');
  const match = new RegExp(`(?:^|\\s)${escaped}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attributes);
  if (!match) return undefined;
  return decodeEntities(match[1] ?? match[2] ?? '');
}

const NAMED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) return safeCodePoint(parseInt(entity.slice(2), 16)) ?? whole;
    if (entity.startsWith('#')) return safeCodePoint(parseInt(entity.slice(1), 10)) ?? whole;
    return NAMED[entity] ?? whole;
  });
}

function safeCodePoint(value: number): string | undefined {
  return Number.isInteger(value) && value >= 0 && value <= 0x10ffff ? String.fromCodePoint(value) : undefined;
}
