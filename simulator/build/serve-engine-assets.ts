import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import {
  TESSERACT_CORE_DIR,
  TESSERACT_CORE_FILES,
  TESSERACT_LANG_DIR,
  TESSERACT_LANG_FILE,
  TESSERACT_WORKER_FILE,
} from '../engine-host/engine-asset-paths';

const require = createRequire(import.meta.url);
const packageDir = (name: string, from = require) => dirname(from.resolve(`${name}/package.json`));

/** Each served path (relative to the app's base) and the installed file behind it. */
function engineAssetFiles(): Map<string, string> {
  const tesseractDir = packageDir('tesseract.js');
  // The core tesseract.js itself depends on, so the worker script and its WebAssembly always match.
  const coreDir = packageDir('tesseract.js-core', createRequire(join(tesseractDir, 'package.json')));
  return new Map([
    [TESSERACT_WORKER_FILE, join(tesseractDir, 'dist', 'worker.min.js')],
    ...TESSERACT_CORE_FILES.map((file): [string, string] => [`${TESSERACT_CORE_DIR}/${file}`, join(coreDir, file)]),
    [`${TESSERACT_LANG_DIR}/${TESSERACT_LANG_FILE}`, join(packageDir('@tesseract.js-data/eng'), '4.0.0', TESSERACT_LANG_FILE)],
  ]);
}

// The model is served as the gzip file it is (tesseract.js unpacks it): no Content-Encoding, or the browser would.
const contentType = (file: string) => (file.endsWith('.js') ? 'text/javascript' : 'application/gzip');

/**
 * Serves the OCR files the engine's Web Worker loads (simulator/engine-host/engine-asset-paths.ts) from node_modules on the
 * app's own origin, never a CDN: by the dev server, and written into the build. Only `mode` gets them, so the real
 * portal carries none of the simulator's 22 MB of OCR files and never even resolves their packages.
 */
export function serveEngineAssets({ mode }: { mode: string }): Plugin {
  return {
    name: 'serve-engine-assets',
    apply: (_config, env) => env.mode === mode,
    configureServer(server) {
      const files = engineAssetFiles();
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://dev.local').pathname;
        const base = server.config.base;
        const file = path.startsWith(base) ? files.get(path.slice(base.length)) : undefined;
        if (!file) return next();
        response.setHeader('Content-Type', contentType(file));
        createReadStream(file).on('error', next).pipe(response);
      });
    },
    async generateBundle() {
      for (const [fileName, file] of engineAssetFiles()) this.emitFile({ type: 'asset', fileName, source: await readFile(file) });
    },
  };
}
