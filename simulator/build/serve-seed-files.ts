import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { SEED_FILES_DIR } from '../seed/seed-file-paths';

type SeedFiles = Map<string, Uint8Array>;

/** simulator/build/make-seed-files.ts, loaded by tsx in this process (Vite's own config bundle cannot hold the engine). */
async function makeSeedFiles(root: string): Promise<SeedFiles> {
  const { tsImport } = await import('tsx/esm/api');
  const module = (await tsImport(resolve(root, 'simulator/build/make-seed-files.ts'), import.meta.url)) as {
    makeSeedFiles: () => Promise<SeedFiles>;
  };
  return module.makeSeedFiles();
}

/**
 * The seeded reports' files, prepared ahead (make-seed-files.ts): written into the simulator build as
 * SEED_FILES_DIR/<key>.pdf (and each report's note fields as <key>.json), and served by the dev server once made in the background at its start. The simulator
 * fetches a report's file from there on first read and makes it in the browser only where it is missing. The files
 * are the fixed seed's demo data (made-up patients), never an upload: uploads and reports made in a session stay
 * behind the API's owner checks.
 */
export function serveSeedFiles({ mode }: { mode: string }): Plugin {
  let root = process.cwd();
  return {
    name: 'serve-seed-files',
    apply: (_config, env) => env.mode === mode,
    configResolved: (config) => {
      root = config.root;
    },
    configureServer(server) {
      let files: SeedFiles | null = null;
      makeSeedFiles(root).then(
        (made) => (files = made),
        (error: unknown) => server.config.logger.warn(`Seed files not prepared (the browser makes them instead): ${String(error)}`),
      );
      server.middlewares.use((request, response, next) => {
        const path = decodeURIComponent(new URL(request.url ?? '/', 'http://dev.local').pathname);
        const prefix = `${server.config.base}${SEED_FILES_DIR}/`;
        const name = path.startsWith(prefix) ? path.slice(prefix.length) : '';
        const bytes = files?.get(name);
        if (!bytes) return next();
        response.setHeader('Content-Type', name.endsWith('.json') ? 'application/json' : 'application/pdf');
        response.end(bytes);
      });
    },
    async generateBundle() {
      for (const [name, bytes] of await makeSeedFiles(root)) {
        this.emitFile({ type: 'asset', fileName: `${SEED_FILES_DIR}/${name}`, source: bytes });
      }
    },
  };
}
