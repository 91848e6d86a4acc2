import { PDFRawStream, type PDFDocument, type PDFFont, type PDFRef } from 'pdf-lib';

/**
 * Every report embeds subsets of the same faces, and making a subset (fontkit encodes the glyphs' tables) and
 * compressing it (pdf-lib, with its ToUnicode map) cost more than drawing the report. Two things make most reports
 * share that work within a process, without changing what any report shows:
 * - a face used for running text starts its subset with the printable ASCII characters in a fixed order, so a report
 *   of English text adds no glyph and its subset is the same list of glyphs as every other's (a few KB more per
 *   report than the exact subset);
 * - a subset is encoded once per list of glyphs, and a document's compressed streams are compressed once per content.
 * A report's bytes depend on nothing but its own content, whatever the process rendered before.
 */

const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');

// Distinct subsets kept per face, and compressed streams per process: a few of each recur (English text, the italic
// face's few fixed phrases); the rest are one report's own and age out.
const MAX_KEPT = 16;

type PdfContext = PDFDocument['context'];

type SubsetEmbedder = {
  font: object;
  subset?: { glyphs: number[] };
  serializeFont(): Promise<Uint8Array>;
  embedUnicodeCmap(context: PdfContext): PDFRef;
};

type FlateStream = PdfContext['flateStream'];

const embedderOf = (font: PDFFont) => (font as unknown as { embedder: SubsetEmbedder }).embedder;

/** A map that forgets its oldest entry beyond MAX_KEPT. */
function remember<K, V>(map: Map<K, V>, key: K, value: V): V {
  map.set(key, value);
  if (map.size > MAX_KEPT) map.delete(map.keys().next().value as K);
  return value;
}

const subsets = new WeakMap<object, Map<string, Promise<Uint8Array>>>();
// A subset's ToUnicode map, compressed, per face and list of glyphs: pdf-lib writes the map's text anew for every
// report (354 times on the 100-page chart, about 2% of the job's CPU and 20 MB of garbage) though it depends only on
// the glyphs.
const unicodeMaps = new WeakMap<object, Map<string, Uint8Array>>();

/**
 * Makes an embedded TrueType subset encode once per list of glyphs; with `startWithAscii`, its subset first holds the
 * printable ASCII characters, in code order.
 */
export function shareSubset(font: PDFFont, { startWithAscii }: { startWithAscii: boolean }): void {
  const embedder = embedderOf(font);
  const subset = embedder.subset;
  if (!subset) return;
  if (startWithAscii) font.encodeText(ASCII);
  let encoded = subsets.get(embedder.font);
  if (!encoded) subsets.set(embedder.font, (encoded = new Map()));
  const known = encoded;
  const serialize = embedder.serializeFont.bind(embedder);
  embedder.serializeFont = () => {
    const key = subset.glyphs.join(',');
    const kept = known.get(key);
    if (kept) return kept;
    // A failure is not kept: the next report tries again.
    const made = serialize().catch((error: unknown) => {
      known.delete(key);
      throw error;
    });
    return remember(known, key, made);
  };
  shareUnicodeMap(embedder, subset);
}

/** Makes an embedded subset write its ToUnicode map once per list of glyphs; later documents get the same bytes. */
function shareUnicodeMap(embedder: SubsetEmbedder, subset: { glyphs: number[] }): void {
  let maps = unicodeMaps.get(embedder.font);
  if (!maps) unicodeMaps.set(embedder.font, (maps = new Map()));
  const known = maps;
  const embed = embedder.embedUnicodeCmap.bind(embedder);
  embedder.embedUnicodeCmap = (context) => {
    const key = subset.glyphs.join(',');
    const kept = known.get(key);
    if (kept) return context.register(context.stream(kept, { Filter: 'FlateDecode' }));
    const ref = embed(context);
    const stream = context.lookup(ref);
    if (stream instanceof PDFRawStream) remember(known, key, stream.getContents());
    return ref;
  };
}

const compressedBytes = new WeakMap<Uint8Array, Uint8Array>();
const compressedText = new Map<string, Uint8Array>();
const sharing = new WeakSet<object>();

/**
 * The document compresses a font program or a text stream (a ToUnicode map) it has compressed before in this
 * process by reusing those bytes: font programs by identity (shareSubset hands out the same bytes for the same
 * subset), text by content.
 */
export function shareCompressedStreams(doc: PDFDocument): void {
  const context = doc.context;
  if (sharing.has(context)) return;
  sharing.add(context);
  const compress: FlateStream = context.flateStream.bind(context);
  context.flateStream = (contents, dict = {}) => {
    let compressed: Uint8Array | undefined;
    if (contents instanceof Uint8Array) {
      compressed = compressedBytes.get(contents);
      if (!compressed) compressedBytes.set(contents, (compressed = compress(contents).getContents()));
    } else if (typeof contents === 'string') {
      compressed = compressedText.get(contents) ?? remember(compressedText, contents, compress(contents).getContents());
    } else {
      return compress(contents, dict);
    }
    return context.stream(compressed, { ...dict, Filter: 'FlateDecode' });
  };
}
