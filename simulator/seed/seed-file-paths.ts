/** Where the build puts the seeded reports' prepared files (build/serve-seed-files.ts), relative to the app's base. */
export const SEED_FILES_DIR = 'seed-files';
