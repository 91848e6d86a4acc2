// A Tesseract model file (.traineddata) cut to what the LSTM recogniser reads. The English model tesseract.js ships
// carries the legacy recogniser's parts too (a 16 MB bigram dictionary among them, 18 of its 23 MB); every tesseract
// process reads the whole file at start, though the engine recognises with the LSTM only (OEM 1). Without those parts
// a process starts about 40 ms of CPU sooner, per page, and reads every page exactly as before: the LSTM network, its
// dictionaries and character sets are the same bytes.

// The file: the number of parts (int32), each part's offset (int64, -1 when absent), then the parts in that order.
// Part numbers as Tesseract's tessdatamanager.h names them.
const CONFIG = 0;
const UNICHARSET = 1;
const FIRST_LSTM = 17; // lstm, lstm-punc-dawg, lstm-word-dawg, lstm-number-dawg, lstm-unicharset, lstm-recoder
const VERSION = 23;
// The language's configuration and base character set load with any engine; the LSTM parts and the version follow.
const KEEP = (part: number) => part === CONFIG || part === UNICHARSET || part >= FIRST_LSTM;

export function lstmOnlyModel(model: Uint8Array): Uint8Array {
  const view = new DataView(model.buffer, model.byteOffset, model.byteLength);
  const count = view.getInt32(0, true);
  if (count <= VERSION || 4 + 8 * count > model.length) throw new Error('Not a Tesseract 4 or later model file');
  const offsets = Array.from({ length: count }, (_, part) => Number(view.getBigInt64(4 + 8 * part, true)));
  const present = offsets.map((offset, part) => ({ part, offset })).filter(({ offset }) => offset >= 0);
  const parts = present.map(({ part, offset }, i) => ({ part, bytes: model.subarray(offset, present[i + 1]?.offset ?? model.length) }));
  if (!parts.some(({ part }) => part === FIRST_LSTM)) throw new Error('The model has no LSTM recogniser');
  const kept = parts.filter(({ part }) => KEEP(part));
  const head = 4 + 8 * count;
  const out = new Uint8Array(head + kept.reduce((sum, { bytes }) => sum + bytes.length, 0));
  const header = new DataView(out.buffer);
  header.setInt32(0, count, true);
  for (let part = 0; part < count; part++) header.setBigInt64(4 + 8 * part, -1n, true);
  let at = head;
  for (const { part, bytes } of kept) {
    header.setBigInt64(4 + 8 * part, BigInt(at), true);
    out.set(bytes, at);
    at += bytes.length;
  }
  return out;
}
