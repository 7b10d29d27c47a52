import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const ROOT = import.meta.dirname;
const WEB_FEATURES = 'apps/web/src/features';
const SERVER_SRC = 'apps/server/src';
const SERVER_MODULES = `${SERVER_SRC}/modules`;
/** The one file that mounts the server's routes, and so the one that imports route files. */
const SERVER_APP = `${SERVER_SRC}/app.ts`;
/** What the modules stand on: these never import a module (the app passes module code in). */
const SERVER_FOUNDATION = [
  'plugins',
  'redis',
  'db',
  'cache',
  'dictionaries',
  'context.ts',
  'auth-user.ts',
  'app-error.ts',
  'clock.ts',
];
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing/**', '**/test/**', 'e2e/**', 'bench/**'];

/** The sub-folders of `dir`: every feature and server module is one, so a new one is covered at once. */
const foldersOf = (dir) => readdirSync(join(ROOT, dir)).filter((name) => statSync(join(ROOT, dir, name)).isDirectory());
const isRouteFile = (name) => name.endsWith('.routes.ts');

/**
 * Features (web) and modules (server) are used through their index.ts only. A zone per folder:
 * nothing outside it may import its other files (tests may also use its testing/ folder).
 * `routesFor`: the one file outside that may also import the folder's route files (it mounts them).
 */
function publicSurfaceZones(parent, { allowTesting, routesFor = null }) {
  const src = parent.slice(0, parent.lastIndexOf('/'));
  const outside = readdirSync(join(ROOT, src))
    .map((entry) => `${src}/${entry}`)
    .filter((path) => path !== parent && path !== routesFor);
  const publicFiles = ['./index.ts', './index.tsx', ...(allowTesting ? ['./testing'] : [])];
  return foldersOf(parent).flatMap((name) => {
    const message = `Import ${parent}/${name} through its index.ts.`;
    const surface = {
      target: [
        ...outside,
        ...foldersOf(parent)
          .filter((other) => other !== name)
          .map((other) => `${parent}/${other}`),
      ],
      from: `./${parent}/${name}`,
      except: publicFiles,
      message,
    };
    if (routesFor === null) return [surface];
    const routeFiles = readdirSync(join(ROOT, parent, name))
      .filter(isRouteFile)
      .map((file) => `./${file}`);
    return [surface, { target: routesFor, from: `./${parent}/${name}`, except: [...publicFiles, ...routeFiles], message }];
  });
}

/**
 * Only app.ts imports a server module's route files (it mounts them): not even the module's own
 * index.ts re-exports them, so no import of a module's services can lead back to the routes and, through
 * them, to the plugins and everything else. A module's route files may register each other.
 */
function routeFileZones() {
  return foldersOf(SERVER_MODULES).flatMap((name) => {
    const folder = `${SERVER_MODULES}/${name}`;
    const entries = readdirSync(join(ROOT, folder));
    const routeFiles = entries.filter(isRouteFile);
    if (routeFiles.length === 0) return [];
    const notRoutes = entries.filter((entry) => !isRouteFile(entry)).map((entry) => `${folder}/${entry}`);
    return [
      {
        target: notRoutes,
        from: routeFiles.map((file) => `${folder}/${file}`),
        message: `Only ${SERVER_APP} imports route files: it mounts them.`,
      },
    ];
  });
}

/** The server's foundation never imports a module: modules build on it, not the other way round. */
const foundationZone = {
  target: SERVER_FOUNDATION.map((entry) => `${SERVER_SRC}/${entry}`),
  from: SERVER_MODULES,
  message:
    'The server foundation (plugins, redis, db, cache, dictionaries, context, errors) never imports a module: app.ts passes module code in.',
};

/** The context and the error type sit under the plugins too: plugins read the caller from them. */
const contextZone = {
  target: ['context.ts', 'auth-user.ts', 'app-error.ts'].map((file) => `${SERVER_SRC}/${file}`),
  from: `${SERVER_SRC}/plugins`,
  message: 'The context and the error type never import a plugin: the plugins build on them.',
};

/**
 * Every import and re-export as a value one, for the parser no-cycle follows files with (below):
 * `import type` lines are marked in the AST, and import-x skips what is marked.
 */
function eraseTypeOnlyMarks(ast) {
  for (const statement of ast.body) {
    if (statement.type === 'ImportDeclaration') {
      statement.importKind = 'value';
      for (const specifier of statement.specifiers) specifier.importKind = 'value';
    }
    if (statement.type === 'ExportAllDeclaration') statement.exportKind = 'value';
  }
}

const parserSeeingTypeImportsAsValues = {
  meta: { name: 'slovo/type-imports-as-values', version: '1' },
  parseForESLint(code, options) {
    const result = tseslint.parser.parseForESLint(code, options);
    eraseTypeOnlyMarks(result.ast);
    return result;
  },
};

/**
 * import-x 4.6.1's no-cycle, counting type-only imports too. Its own rule skips them, with no option
 * to turn that off, so circles made partly or wholly of `import type` lines went unseen (issue 31
 * §2). This runs it with the linted file's imports shown as value imports and the files it follows
 * parsed by parserSeeingTypeImportsAsValues (in place of the import-x/parsers setting).
 */
const noCycleCountingTypes = {
  meta: importX.rules['no-cycle'].meta,
  create(context) {
    const { 'import-x/parsers': _parsers, ...settings } = context.settings;
    const seeingTypesAsValues = Object.create(context, {
      settings: { value: settings },
      parserPath: { value: undefined },
      languageOptions: { value: { ...context.languageOptions, parser: parserSeeingTypeImportsAsValues } },
    });
    const visitors = importX.rules['no-cycle'].create(seeingTypesAsValues);
    const asValueImport = (node) => ({
      ...node,
      importKind: 'value',
      specifiers: node.specifiers.map((specifier) => ({ ...specifier, importKind: 'value' })),
    });
    return { ...visitors, ImportDeclaration: (node) => visitors.ImportDeclaration(asValueImport(node)) };
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'bench/.scratch/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: ROOT },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Lets the import rules parse the TypeScript files they follow (no-cycle reads the whole graph).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      // The TypeScript resolver of the 3.x line: the newer ones need unrs-resolver, whose non-Linux
      // binaries this registry lacks, and `npm ci` then refuses the lockfile.
      'import-x/resolver': {
        typescript: { project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'tsconfig.json'] },
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No focused tests.' },
        {
          selector: "CallExpression[callee.property.name='skip'][callee.object.name=/^(it|test|describe)$/]",
          message: 'No skipped tests.',
        },
      ],
    },
  },
  {
    // Circles count type-only imports too (dpdm -T false sees the same ones).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { slovo: { rules: { 'no-cycle': noCycleCountingTypes } } },
    rules: {
      'import-x/no-cycle': 'off',
      'slovo/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A screen is a hook plus parts (issue 31 §3): no function of the web app grows past this.
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Plain JavaScript (scripts, configs) is not part of any tsconfig: no type-aware rules there.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...publicSurfaceZones(WEB_FEATURES, { allowTesting: false }),
            ...publicSurfaceZones(SERVER_MODULES, { allowTesting: false, routesFor: SERVER_APP }),
            ...routeFileZones(),
            foundationZone,
            contextZone,
          ],
        },
      ],
    },
  },
  {
    files: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...publicSurfaceZones(WEB_FEATURES, { allowTesting: true }),
            ...publicSurfaceZones(SERVER_MODULES, { allowTesting: true }),
          ],
        },
      ],
    },
  },
  {
    // Only repositories and db/ talk to the database (types may be named anywhere).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.repository.ts', 'apps/server/src/db/**', ...TEST_FILES],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', allowTypeImports: true, message: 'Only repositories and db/ use Kysely.' }] },
      ],
    },
  },
);
