/// <reference lib="webworker" />
import boldUrl from 'pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf?url';
import italicUrl from 'pdfjs-dist/standard_fonts/LiberationSans-Italic.ttf?url';
import regularUrl from 'pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf?url';
import emojiUrl from '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf?url';
import arabicUrl from '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf?url';
import devanagariUrl from '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf?url';
import cjkUrl from '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf?url';
import { FALLBACK_FACES, type ReportFontFiles } from '@healthcare-portal/engine';
import { TESSERACT_CORE_DIR, TESSERACT_LANG_DIR, TESSERACT_WORKER_FILE } from './engine-asset-paths';
import type { EngineAssets } from '@healthcare-portal/engine/jobs';

// Absolute: tesseract.js starts its worker from a blob: URL, against which a relative path resolves to nothing.
const onOrigin = (path: string) => new URL(`${import.meta.env.BASE_URL}${path}`, self.location.href).href;

/** Paths only: Tesseract itself loads when a page without a text layer needs it (extract/extract-pages.ts). */
const ocr = { workerPath: onOrigin(TESSERACT_WORKER_FILE), corePath: onOrigin(TESSERACT_CORE_DIR), langPath: onOrigin(TESSERACT_LANG_DIR) };

async function fetchFace(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Report font not available (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

// The engine's fallback faces (Arabic, Devanagari, CJK, emoji) by their file in node_modules: Vite serves each from
// the app's origin, and a face is fetched only when a report has a character it is for (10 MB for CJK), then kept.
const FALLBACK_URLS: Record<string, string> = {
  '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf': arabicUrl,
  '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf': devanagariUrl,
  '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf': cjkUrl,
  '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf': emojiUrl,
};

const fallbacks = FALLBACK_FACES.map((spec) => {
  const url = FALLBACK_URLS[spec.file];
  // A face the engine lists but this host does not serve would leave its script drawn as replacements.
  if (!url) throw new Error(`The browser host serves no file for the report face ${spec.name} (${spec.file})`);
  let bytes: Promise<Uint8Array> | null = null;
  const load = () =>
    (bytes ??= fetchFace(url).catch((error: unknown) => {
      bytes = null;
      throw error;
    }));
  return { name: spec.name, ranges: spec.ranges, load };
});

async function fetchFonts(): Promise<ReportFontFiles> {
  const [regular, bold, italic] = await Promise.all([fetchFace(regularUrl), fetchFace(boldUrl), fetchFace(italicUrl)]);
  return { regular, bold, italic, fallbacks };
}

// Fetched once per worker; a failed fetch is forgotten so the next job tries again instead of failing for good.
let fonts: Promise<ReportFontFiles> | null = null;

/** OCR and report fonts for the engine in the browser's Web Worker, all from the app's own origin. */
export async function browserEngineAssets(): Promise<EngineAssets> {
  fonts ??= fetchFonts().catch((error: unknown) => {
    fonts = null;
    throw error;
  });
  return { ocr, fonts: await fonts };
}
