// Faces for the scripts the report's main family (Liberation Sans: Latin, Greek, Cyrillic, Hebrew) lacks: Noto fonts
// from npm (SIL Open Font License), one regular face per script. A host loads a face only when the report's text has
// a character in its ranges, so a browser downloads the 10 MB CJK face only for a report that needs it.

export interface FallbackFaceSpec {
  name: string;
  /** the TrueType file inside node_modules; the browser host imports the same file with ?url */
  file: string;
  /** code points this face is loaded for (whether it has each glyph is checked after loading) */
  ranges: readonly (readonly [number, number])[];
}

export const FALLBACK_FACES: readonly FallbackFaceSpec[] = [
  {
    name: 'Noto Sans Arabic',
    file: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
    ranges: [
      [0x0600, 0x06ff],
      [0x0750, 0x077f],
      [0x08a0, 0x08ff],
      [0xfb50, 0xfdff],
      [0xfe70, 0xfeff],
    ],
  },
  {
    name: 'Noto Sans Devanagari',
    file: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    ranges: [
      [0x0900, 0x097f],
      [0x1cd0, 0x1cff],
      [0xa8e0, 0xa8ff],
    ],
  },
  {
    name: 'Noto Sans SC',
    file: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    ranges: [
      [0x2e80, 0x2fdf],
      [0x3000, 0x30ff],
      [0x3100, 0x312f],
      [0x31a0, 0x31ff],
      [0x3200, 0x33ff],
      [0x3400, 0x4dbf],
      [0x4e00, 0x9fff],
      [0xf900, 0xfaff],
      [0xfe30, 0xfe4f],
      [0xff00, 0xffef],
      [0x20000, 0x2fa1f],
    ],
  },
  {
    name: 'Noto Emoji',
    file: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
    ranges: [
      [0x2190, 0x21ff],
      [0x2300, 0x23ff],
      [0x2460, 0x24ff],
      [0x25a0, 0x27bf],
      [0x2900, 0x297f],
      [0x2b00, 0x2bff],
      [0x3030, 0x3030],
      [0x303d, 0x303d],
      [0x3297, 0x3299],
      [0x1f000, 0x1faff],
    ],
  },
];

/** A face the host can load on demand (read from node_modules in Node, fetched from the app's origin in a browser). */
export interface FallbackFace {
  name: string;
  ranges: FallbackFaceSpec['ranges'];
  load: () => Promise<Uint8Array>;
}
