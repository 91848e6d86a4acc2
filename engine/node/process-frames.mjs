// The spawn helper's messages (spawn-helper.mjs, process-helper.ts), both ways over a pipe: a frame is its length
// (4 bytes, little-endian, not counting these 4), the request's number (4), the length of a JSON message (4), the
// message, and raw bytes after it (a process's input, or its output), so page images are never put into JSON.
// Plain JavaScript: the helper loads it without a TypeScript loader.

/**
 * A frame as the buffers to write one after another: the bytes' parts are not copied into one.
 * @param {number} id
 * @param {unknown} message
 * @param {readonly Uint8Array[]} [parts]
 * @returns {Uint8Array[]}
 */
export function frameParts(id, message, parts = []) {
  const json = Buffer.from(JSON.stringify(message));
  const bytes = parts.reduce((sum, part) => sum + part.length, 0);
  const head = Buffer.alloc(12);
  head.writeUInt32LE(8 + json.length + bytes, 0);
  head.writeUInt32LE(id, 4);
  head.writeUInt32LE(json.length, 8);
  return [head, json, ...parts];
}

/** Frames out of a stream's chunks as they come, each handed on whole. */
export class FrameReader {
  /** @type {Buffer[]} */
  #chunks = [];
  #length = 0;
  #onFrame;

  /** @param {(id: number, message: any, bytes: Buffer) => void} onFrame */
  constructor(onFrame) {
    this.#onFrame = onFrame;
  }

  /** @param {Buffer} chunk */
  push(chunk) {
    this.#chunks.push(chunk);
    this.#length += chunk.length;
    while (this.#length >= 4) {
      const size = this.#peek(4).readUInt32LE(0);
      if (this.#length < 4 + size) return;
      const frame = this.#take(4 + size);
      const jsonLength = frame.readUInt32LE(8);
      const message = JSON.parse(frame.subarray(12, 12 + jsonLength).toString());
      this.#onFrame(frame.readUInt32LE(4), message, frame.subarray(12 + jsonLength));
    }
  }

  /** @param {number} n */
  #peek(n) {
    const first = /** @type {Buffer} */ (this.#chunks[0]);
    return first.length >= n ? first : Buffer.concat(this.#chunks).subarray(0, n);
  }

  // The first n bytes: a view of the first chunk when it holds them all, else one copy of the chunks they span.
  /** @param {number} n */
  #take(n) {
    this.#length -= n;
    const first = /** @type {Buffer} */ (this.#chunks[0]);
    if (first.length >= n) {
      if (first.length === n) this.#chunks.shift();
      else this.#chunks[0] = first.subarray(n);
      return first.subarray(0, n);
    }
    const whole = Buffer.allocUnsafe(n);
    let at = 0;
    while (at < n) {
      const chunk = /** @type {Buffer} */ (this.#chunks[0]);
      const used = Math.min(chunk.length, n - at);
      chunk.copy(whole, at, 0, used);
      at += used;
      if (used === chunk.length) this.#chunks.shift();
      else this.#chunks[0] = chunk.subarray(used);
    }
    return whole;
  }
}
