import { PDFRawStream, typedArrayFor, type PDFDocument, type PDFFont, type PDFRef } from 'pdf-lib';
import type { Deflate } from './page-content.ts';

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

// The key of pdf-lib's own deflate where the host gives none (shareCompressedStreams).
const PDF_LIB = {};

const subsets = new WeakMap<object, Map<string, Promise<Uint8Array>>>();
// A subset's ToUnicode map, compressed, per face and list of glyphs: pdf-lib writes the map's text anew for every
// report (354 times on the 100-page chart, about 2% of the job's CPU and 20 MB of garbage) though it depends only on
// the glyphs.
const unicodeMaps = new WeakMap<object, WeakMap<object, Map<string, Uint8Array>>>();

/**
 * Makes an embedded TrueType subset encode once per list of glyphs; with `startWithAscii`, its subset first holds the
 * printable ASCII characters, in code order.
 */
export function shareSubset(font: PDFFont, { startWithAscii, deflate }: { startWithAscii: boolean; deflate?: Deflate | undefined }): void {
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
  shareUnicodeMap(embedder, subset, deflate);
}

/** Makes an embedded subset write its ToUnicode map once per list of glyphs; later documents get the same bytes. */
function shareUnicodeMap(embedder: SubsetEmbedder, subset: { glyphs: number[] }, deflate: Deflate | undefined): void {
  let byDeflate = unicodeMaps.get(embedder.font);
  if (!byDeflate) unicodeMaps.set(embedder.font, (byDeflate = new WeakMap()));
  let maps = byDeflate.get(deflate ?? PDF_LIB);
  if (!maps) byDeflate.set(deflate ?? PDF_LIB, (maps = new Map()));
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

type Compressed = { bytes: WeakMap<Uint8Array, Uint8Array>; text: Map<string, Uint8Array> };
// Per deflate (the host's, or pdf-lib's own), so a report's bytes depend only on its content and the
// deflate it is given, whatever the process rendered before.
const compressedBy = new WeakMap<object, Compressed>();
const sharing = new WeakSet<object>();

/**
 * The document compresses a font program or a text stream (a ToUnicode map) it has compressed before in this
 * process by reusing those bytes: font programs by identity (shareSubset hands out the same bytes for the same
 * subset), text by content. What it compresses anew, the host's deflate compresses where given (Node's zlib: in
 * JavaScript, pdf-lib's pako compressed a fresh thread's first subsets unoptimised), else pdf-lib.
 */
export function shareCompressedStreams(doc: PDFDocument, deflate?: Deflate): void {
  const context = doc.context;
  if (sharing.has(context)) return;
  sharing.add(context);
  const own: FlateStream = context.flateStream.bind(context);
  const compress = (contents: Uint8Array | string) => (deflate ? deflate(typedArrayFor(contents)) : own(contents).getContents());
  let compressed = compressedBy.get(deflate ?? PDF_LIB);
  if (!compressed) compressedBy.set(deflate ?? PDF_LIB, (compressed = { bytes: new WeakMap(), text: new Map() }));
  const kept = compressed;
  context.flateStream = (contents, dict = {}) => {
    let bytes: Uint8Array | undefined;
    if (contents instanceof Uint8Array) {
      bytes = kept.bytes.get(contents);
      if (!bytes) kept.bytes.set(contents, (bytes = compress(contents)));
    } else if (typeof contents === 'string') {
      bytes = kept.text.get(contents) ?? remember(kept.text, contents, compress(contents));
    } else {
      return own(contents, dict);
    }
    return context.stream(bytes, { ...dict, Filter: 'FlateDecode' });
  };
}
