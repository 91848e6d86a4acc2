// Reads PDFs encrypted with the Standard security handler when they open without a password (an owner password
// only restricts printing or copying, and every viewer opens such files): derives the file key from the empty user
// password and decrypts every string and stream in place. A file that needs a user password is refused.
// Covers RC4 (revisions 2-4), AES-128 (AESV2, revision 4) and AES-256 (AESV3, revisions 5-6). Objects packed in
// object streams cannot be decrypted after pdf-lib has parsed them, so such files count as damaged.
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFObject, PDFRawStream, PDFRef, PDFString } from 'pdf-lib';
import { aesCbcDecrypt, aesCbcDecryptNoPad, aesCbcEncryptNoPad, concatBytes, md5, rc4, sha } from './crypto-primitives';
import { DocumentRefusal } from './document-refusal';

// Algorithm 2's padding string (ISO 32000-1, 7.6.3.3): the empty user password padded to 32 bytes.
const PADDING = Uint8Array.from([
  0x28, 0xbf, 0x4e, 0x5e, 0x4e, 0x75, 0x8a, 0x41, 0x64, 0x00, 0x4e, 0x56, 0xff, 0xfa, 0x01, 0x08, 0x2e, 0x2e, 0x00, 0xb6, 0xd0, 0x68, 0x3e,
  0x80, 0x2f, 0x0c, 0xa9, 0xfe, 0x64, 0x53, 0x69, 0x7a,
]);

type Method = 'none' | 'rc4' | 'aes128' | 'aes256';

interface FileKey {
  key: Uint8Array;
  streams: Method;
  strings: Method;
  encryptMetadata: boolean;
}

/** Decrypts the document in place when it opens without a password; throws a refusal when it needs one. */
export async function decryptWithoutPassword(pdf: PDFDocument): Promise<void> {
  const context = pdf.context;
  const encryptRef = context.trailerInfo.Encrypt;
  const encrypt = encryptRef instanceof PDFRef ? context.lookup(encryptRef) : encryptRef;
  if (!(encrypt instanceof PDFDict)) throw new DocumentRefusal('damaged', 'the /Encrypt entry is not a dictionary');
  if (encrypt.get(PDFName.of('Filter')) !== PDFName.of('Standard')) {
    throw new DocumentRefusal('encrypted', 'a security handler other than Standard (certificates, DRM)');
  }
  const fileKey = await deriveFileKey(encrypt, firstId(context.trailerInfo.ID));
  if (!fileKey) throw new DocumentRefusal('encrypted', 'a user password is needed to open it');

  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (object === encrypt || ref === encryptRef) continue;
    if (object instanceof PDFRawStream) {
      const type = object.dict.get(PDFName.of('Type'));
      if (type === PDFName.of('XRef')) continue;
      if (type === PDFName.of('ObjStm')) throw new DocumentRefusal('damaged', 'encrypted object streams are not supported');
      const skip = !fileKey.encryptMetadata && type === PDFName.of('Metadata');
      await decryptStrings(object.dict, ref, fileKey);
      const contents = skip ? object.contents : await decryptBytes(object.contents, ref, fileKey, fileKey.streams);
      context.assign(ref, PDFRawStream.of(object.dict, contents));
    } else {
      const plain = await decryptStrings(object, ref, fileKey);
      if (plain !== object) context.assign(ref, plain);
    }
  }
  context.trailerInfo.Encrypt = undefined;
}

async function decryptStrings(object: PDFObject, ref: PDFRef, fileKey: FileKey): Promise<PDFObject> {
  if (object instanceof PDFString || object instanceof PDFHexString) {
    return PDFHexString.of(toHex(await decryptBytes(object.asBytes(), ref, fileKey, fileKey.strings)));
  }
  if (object instanceof PDFDict) {
    for (const [key, value] of object.entries()) object.set(key, await decryptStrings(value, ref, fileKey));
  } else if (object instanceof PDFArray) {
    for (let i = 0; i < object.size(); i++) object.set(i, await decryptStrings(object.get(i), ref, fileKey));
  }
  return object;
}

async function decryptBytes(data: Uint8Array, ref: PDFRef, fileKey: FileKey, method: Method): Promise<Uint8Array> {
  if (method === 'none' || data.length === 0) return data;
  if (method === 'aes256') return aes(fileKey.key, data);
  // Algorithm 1: a key per object from the file key, the object number and the generation.
  const salt = method === 'aes128' ? Uint8Array.from([0x73, 0x41, 0x6c, 0x54]) : new Uint8Array(0);
  const n = ref.objectNumber;
  const g = ref.generationNumber;
  const objectKey = md5(concatBytes(fileKey.key, Uint8Array.from([n, n >> 8, n >> 16, g, g >> 8]), salt)).subarray(
    0,
    Math.min(fileKey.key.length + 5, 16),
  );
  return method === 'rc4' ? rc4(objectKey, data) : aes(objectKey, data);
}

async function aes(key: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  if (data.length < 32 || data.length % 16 !== 0) return new Uint8Array(0);
  try {
    return await aesCbcDecrypt(key, data.subarray(0, 16), data.subarray(16));
  } catch {
    // Bad padding: the object is damaged; an empty value keeps the rest of the document readable.
    return new Uint8Array(0);
  }
}

async function deriveFileKey(encrypt: PDFDict, id: Uint8Array): Promise<FileKey | null> {
  const v = numberOf(encrypt, 'V') ?? 0;
  const r = numberOf(encrypt, 'R') ?? 2;
  const o = bytesOf(encrypt, 'O');
  const u = bytesOf(encrypt, 'U');
  const encryptMetadata = encrypt.get(PDFName.of('EncryptMetadata'))?.toString() !== 'false';
  if (r >= 5) {
    const key = await revision6Key(encrypt, u, r);
    return key && { key, streams: 'aes256', strings: 'aes256', encryptMetadata };
  }
  const methods = v >= 4 ? cryptFilterMethods(encrypt) : { streams: 'rc4' as const, strings: 'rc4' as const };
  const length = v === 1 ? 5 : Math.floor((numberOf(encrypt, 'Length') ?? 40) / 8);
  const p = numberOf(encrypt, 'P') ?? 0;
  // Algorithm 2 with the empty user password.
  let hash = md5(
    concatBytes(
      PADDING,
      o.subarray(0, 32),
      Uint8Array.from([p, p >> 8, p >> 16, p >> 24]),
      id,
      r >= 4 && !encryptMetadata ? Uint8Array.from([255, 255, 255, 255]) : new Uint8Array(0),
    ),
  );
  if (r >= 3) for (let i = 0; i < 50; i++) hash = md5(hash.subarray(0, length));
  const key = hash.subarray(0, length);
  // Algorithms 4 and 5: the empty password is the user password when it reproduces /U.
  const check =
    r === 2
      ? rc4(key, PADDING)
      : Array.from({ length: 19 }, (_, i) => i + 1).reduce(
          (data, i) =>
            rc4(
              key.map((b) => b ^ i),
              data,
            ),
          rc4(key, md5(concatBytes(PADDING, id))),
        );
  const compare = r === 2 ? 32 : 16;
  if (!sameBytes(check.subarray(0, compare), u.subarray(0, compare))) return null;
  return { key, ...methods, encryptMetadata };
}

/** Revisions 5 and 6 (AES-256): the empty password checked against /U, then /UE unwrapped into the file key. */
async function revision6Key(encrypt: PDFDict, u: Uint8Array, r: number): Promise<Uint8Array | null> {
  const ue = bytesOf(encrypt, 'UE');
  if (u.length < 48 || ue.length < 32) return null;
  const hash = (salt: Uint8Array) => (r === 5 ? sha(256, salt) : hash2B(salt));
  if (!sameBytes(await hash(u.subarray(32, 40)), u.subarray(0, 32))) return null;
  const intermediate = await hash(u.subarray(40, 48));
  return aesCbcDecryptNoPad(intermediate, new Uint8Array(16), ue.subarray(0, 32));
}

/** Algorithm 2.B (ISO 32000-2) for the empty password and no owner data. */
async function hash2B(salt: Uint8Array): Promise<Uint8Array> {
  let k = await sha(256, salt);
  for (let round = 0; ; round++) {
    const k1 = new Uint8Array(k.length * 64);
    for (let i = 0; i < 64; i++) k1.set(k, i * k.length);
    const e = await aesCbcEncryptNoPad(k.subarray(0, 16), k.subarray(16, 32), k1);
    const mod = e.subarray(0, 16).reduce((sum, b) => sum + b, 0) % 3;
    k = await sha(mod === 0 ? 256 : mod === 1 ? 384 : 512, e);
    if (round >= 63 && (e[e.length - 1] ?? 0) <= round - 31) break;
  }
  return k.subarray(0, 32);
}

function cryptFilterMethods(encrypt: PDFDict): { streams: Method; strings: Method } {
  const filters = encrypt.lookup(PDFName.of('CF'));
  const method = (name: string): Method => {
    const filterName = encrypt.get(PDFName.of(name));
    if (!(filterName instanceof PDFName) || filterName === PDFName.of('Identity')) return 'none';
    const filter = filters instanceof PDFDict ? filters.lookup(filterName) : undefined;
    const cfm = filter instanceof PDFDict ? filter.get(PDFName.of('CFM')) : undefined;
    if (cfm === PDFName.of('AESV2')) return 'aes128';
    if (cfm === PDFName.of('AESV3')) return 'aes256';
    if (cfm === PDFName.of('V2')) return 'rc4';
    return 'none';
  };
  return { streams: method('StmF'), strings: method('StrF') };
}

function numberOf(dict: PDFDict, key: string): number | undefined {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : undefined;
}

function bytesOf(dict: PDFDict, key: string): Uint8Array {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFString || value instanceof PDFHexString ? value.asBytes() : new Uint8Array(0);
}

function firstId(id: PDFObject | undefined): Uint8Array {
  const first = id instanceof PDFArray ? id.get(0) : undefined;
  return first instanceof PDFString || first instanceof PDFHexString ? first.asBytes() : new Uint8Array(0);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
