// @ts-check
/**
 * `npm run lint`: TypeScript's recommended checks, and the layers of src/ (docs/ARCHITECTURE.md):
 *  - platform (src/platform) is below everything: it never imports a feature, a route or the runtime;
 *  - src/app is routing only: nothing else imports from it;
 *  - a feature (src/features/<name>) uses another feature only through that feature's doors,
 *    index.ts (server), client.ts (what a browser bundle may import), model.ts (for payload.config.ts) and ui/;
 *  - no import cycles;
 *  - browser code ('use client' files, client.ts doors) never reaches server-only code (eslint-rules/client-boundary.mjs).
 */
import fs from 'node:fs'
import path from 'node:path'

import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import nextPlugin from '@next/eslint-plugin-next'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

import clientBoundary from './eslint-rules/client-boundary.mjs'

const dirs = (at) =>
  fs.existsSync(at)
    ? fs
        .readdirSync(at, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : []
const features = dirs('src/features')
// A feature's doors (docs/decisions/001-feature-homes.md): server code, browser-safe texts and rules, the model for
// payload.config.ts, and its components, each by its own path.
const doors = (feature) => ['index.ts', 'client.ts', 'schemas.ts', 'model.ts', 'ui'].map((door) => `./${feature}/${door}`)

const zones = [
  {
    target: './src/platform',
    from: ['./src/features', './src/app', './src/runtime'],
    message: 'The platform is below the features, routes and runtime: move the shared part into src/platform, or pass it in.',
  },
  {
    target: ['./src/!(app)/**', './scripts', './payload.config.ts'],
    from: './src/app',
    message: 'src/app is routing only: nothing imports a page or a route handler. Move what they share into a feature or the platform.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/runtime'],
    message: 'A feature never imports a route or the runtime.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...features.filter((other) => other !== feature).flatMap(doors)],
    message:
      'Use another feature only through its doors: index.ts, client.ts (browser code), schemas.ts (validation rules), model.ts (payload.config.ts), ui/.',
  })),
  {
    target: ['./src/app', './src/runtime', './scripts', './payload.config.ts'],
    from: './src/features',
    except: features.flatMap(doors),
    message:
      'Outside a feature, use it only through its doors: index.ts, client.ts (browser code), schemas.ts (validation rules), model.ts (payload.config.ts), ui/.',
  },
]

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      '.next*/**',
      'src/payload-types.ts',
      'src/app/(payload)/**',
      'migrations/**',
      'next-env.d.ts',
      'public/**',
      'bench/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.tsx', 'src/**/use*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { '@next/next': nextPlugin },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      // A rule for the pages/ router: here /cms, the error page and the language switch must load a whole new page.
      '@next/next/no-html-link-for-pages': 'off',
      // Payload makes each image's sizes when it is uploaded (collections/uploads) and pages pick them with srcset;
      // next/image would make a second set on request, with sharp in the request path.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle reads the imported files too: with TypeScript's parser, or it sees nothing in them.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.resolve('tsconfig.json') })],
    },
    rules: {
      // A leading underscore marks a value left out on purpose (`const { hash: _hash, ...safe } = user`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // The start script declares what its shutdown closes before making it.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
      // A dynamic import runs when called, not while modules load, so it cannot make an init-order cycle.
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true }],
      // The moves left a module imported on two lines; one import per module.
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'client-boundary': clientBoundary } } },
    rules: { 'local/client-boundary': 'error' },
  },
  {
    // A Playwright test asks for a fixture by naming it (a signed-in session), whether or not it reads it.
    files: ['tests/browser/**'],
    rules: { '@typescript-eslint/no-unused-vars': ['error', { args: 'none', varsIgnorePattern: '^_', ignoreRestSiblings: true }] },
  },
)
