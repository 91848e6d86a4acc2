import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Top-level folders of the project other than the engine package.
const OTHER_FOLDERS = ['src', 'simulator', 'contracts', 'rules', 'demo', 'server', 'tests', 'fixtures', 'bench', 'scripts'];
const FEATURES = ['auth', 'profile', 'docs-cloning', 'history', 'audit-report', 'layout'];
// What pure packages (the engine's core, the rules) may not touch: the page, the browser's storage, Node's process.
const PLATFORM_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'indexedDB',
  'process',
  'Buffer',
];
// The workspaces others use only through their package names (package.json exports).
const PACKAGE_DOORS = [
  {
    regex: '^(\\.{1,2}/)+(.*/)?engine/',
    message: "Import the engine from '@healthcare-portal/engine' (its exports), never a file inside it.",
  },
  {
    regex: '^(\\.{1,2}/)+(.*/)?rules/',
    message: "Import the rules from '@healthcare-portal/rules/...', never by a path into the folder.",
  },
  {
    regex: '^(\\.{1,2}/)+(.*/)?demo/',
    message: "Import the demo data from '@healthcare-portal/demo/...', never by a path into the folder.",
  },
];
// What runs in production (the backends, the rules, the demo data) never imports tests or their fixtures.
const NO_TEST_CODE = {
  regex: '^(\\.{1,2}/)+(.*/)?(fixtures|tests)/',
  message: 'Production code never imports tests or test fixtures: demo data and the charts seeds use live in demo/.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-*',
      'test-results',
      'playwright-report',
      'public/mockServiceWorker.js',
      'contracts/pacts',
      'fixtures/out',
      'bench/out',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // No feature imports another feature.
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'Features must not import one another: move shared code to src/components or src/lib.',
            })),
            // Shared code never imports a feature; the portal never imports the simulator.
            ...['components', 'lib', 'config', 'stores', 'api', 'theme'].map((shared) => ({
              target: `./src/${shared}`,
              from: './src/features',
              message: 'Shared code must not import a feature.',
            })),
            { target: './src', from: './simulator', except: [], message: 'The portal must not know whether a simulator answers.' },
            {
              target: './simulator',
              from: ['./src', './server'],
              message:
                'The simulator is a backend: it takes the contract from contracts/ and the rules from rules/, never from the portal or the server.',
            },
            {
              target: './server',
              from: ['./src', './simulator'],
              message:
                'The server takes the contract from contracts/ and the rules from rules/, and knows neither the portal nor the simulator.',
            },
            {
              target: './server/src/jobs',
              from: './server/src/documents',
              message: 'The queue and the engine pool know nothing of documents: server/src/documents uses them, never the reverse.',
            },
            // The rules are both backends' own: plain functions over ports, knowing neither backend nor the portal.
            {
              target: './rules',
              from: ['./src', './simulator', './server', './tests', './fixtures', './bench', './scripts'],
              message: 'The rules import only contracts/ and the engine’s exports: never a backend, the portal or a test.',
            },
            {
              target: './src',
              from: './rules',
              message: 'The portal must not know the backends’ rules: it takes the contract from contracts/.',
            },
            {
              target: './demo',
              from: ['./src', './simulator', './server', './rules', './engine', './tests', './fixtures', './bench', './scripts'],
              message: 'The demo data imports only contracts/ and its own files.',
            },
            // The contract is pure: its schemas and provider-state vocabulary import only zod, and the package imports
            // nothing of the project. Its pact tests drive the portal's own clients, so they live with the portal's
            // tests (tests/contracts), never learning anything from a provider.
            {
              target: ['./contracts/api', './contracts/provider-states.ts'],
              from: ['./contracts/verify.ts'],
              message: 'contracts/api and contracts/provider-states.ts import nothing but zod.',
            },
            {
              target: './contracts',
              from: ['./src', './simulator', './server', './rules', './demo', './engine', './tests', './fixtures'],
              message:
                'The contract is the consumer’s vocabulary and imports nothing of the project: no portal code, no provider (its pact tests live in tests/contracts).',
            },
            {
              target: './tests/contracts',
              from: ['./simulator', './server', './rules'],
              message: 'The pact tests are the consumer’s: they never take anything from a provider.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No dangerouslySetInnerHTML.' },
      ],
    },
  },
  {
    // Hook rules apply to React code; test helpers such as useSimulator() are not hooks.
    files: ['src/**/*.{ts,tsx}', 'simulator/dev-panel/**/*.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // main.tsx is the one seam that starts the simulator in simulator builds.
    files: ['src/main.tsx'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // The engine is a package of its own: it imports only its own files and its dependencies.
    files: ['engine/**/*.ts'],
    // Its tests may build their inputs with the fixture scripts.
    ignores: ['engine/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './engine',
              from: OTHER_FOLDERS.filter((folder) => folder !== 'contracts').map((folder) => `./${folder}`),
              message: 'The engine imports nothing of the project outside engine/.',
            },
            // One exception: the AI Audit Report writes dates as every screen does, from the one module (docs/dates.md).
            {
              target: './engine',
              from: './contracts',
              except: ['./api/display-date.ts'],
              message: 'The engine imports nothing of the project outside engine/ (but the display date, docs/dates.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // The engine's Node adapters also load in the component tests' browser-like environment (the simulator's direct
    // path), where Vite rewrites `new URL('./file', import.meta.url)` to a web address: a file's path there comes from
    // createRequire(import.meta.url).resolve (engine/node/pdf-thread.ts, process-helper.ts). Tests run in Node only.
    files: ['engine/node/**/*.{ts,mjs}'],
    ignores: ['engine/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='URL'] > MemberExpression.arguments[object.type='MetaProperty'][property.name='url']",
          message: "No new URL(..., import.meta.url) in the engine's Node adapters: use createRequire(import.meta.url).resolve.",
        },
      ],
    },
  },
  {
    // Everyone else uses the engine, the rules and the demo data through their package exports, never a path into them.
    files: OTHER_FOLDERS.map((folder) => `${folder}/**/*.{ts,tsx,mjs,js}`),
    rules: { 'no-restricted-imports': ['error', { patterns: PACKAGE_DOORS }] },
  },
  {
    // The backends and the demo data as they run in production: their tests and test helpers aside.
    files: ['server/src/**/*.ts', 'simulator/**/*.ts', 'demo/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/src/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...PACKAGE_DOORS, NO_TEST_CODE] }] },
  },
  {
    // The rules run in the simulator's service worker and on the server: no Node APIs, no DOM, no React or MSW.
    files: ['rules/**/*.ts'],
    ignores: ['rules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...PACKAGE_DOORS,
            NO_TEST_CODE,
            {
              group: ['react', 'react-*', 'msw', 'msw/*', '@mswjs/*', 'styled-components', 'node:*', 'fs', 'path', 'crypto'],
              message: 'The rules import no React, MSW, DOM or Node APIs: the backends pass what they need as ports.',
            },
          ],
        },
      ],
      // Web Crypto too: hashing and randomness reach the rules as ports.
      'no-restricted-globals': ['error', ...PLATFORM_GLOBALS, 'crypto'],
    },
  },
  {
    // The engine is pure TypeScript: no React, no MSW, no DOM (it runs in a worker, in Node and on a server).
    files: ['engine/**/*.ts'],
    // I/O edges (CLI, worker, Node adapters, test servers) may use the platform; the core may not.
    ignores: ['engine/**/*.test.ts', 'engine/cli/**', 'engine/node/**', 'engine/**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'msw', 'msw/*', '@mswjs/*', 'styled-components', 'node:*', 'fs', 'path'],
              message: 'The engine core imports no React, MSW, DOM or Node APIs.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...PLATFORM_GLOBALS],
    },
  },
);
