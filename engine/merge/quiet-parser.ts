// The PDF library (@cantoo/pdf-lib, a maintained pdf-lib fork) reports what it tolerates in a damaged file on the
// console ('Trying to parse invalid object: ...'). Users get one clear message per file from mergeUploads instead, so
// that noise is kept off the console (and a server's stderr) while it reads a file. Only its own messages are dropped.
const PARSER_NOISE = [
  /^Trying to parse invalid object/,
  /^Invalid object ref/,
  /^Removing parsed object/,
  /^Parsed number that is too large/,
  /^FLATE:/,
  /^Removing XFA form data/,
];

const isNoise = (args: unknown[]) => typeof args[0] === 'string' && PARSER_NOISE.some((re) => re.test(args[0] as string));

export async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const { warn, log } = console;
  console.warn = (...args: unknown[]) => (isNoise(args) ? undefined : warn.apply(console, args));
  console.log = (...args: unknown[]) => (isNoise(args) ? undefined : log.apply(console, args));
  try {
    return await work();
  } finally {
    console.warn = warn;
    console.log = log;
  }
}
