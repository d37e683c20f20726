// ESLint for the whole repository (`npx eslint .`, a step of `npm test`): typescript-eslint's
// recommended rules, and the import boundaries that keep the layout honest. Boundaries are checked on
// the resolved file (import-x resolves `.js` specifiers to their `.ts`/`.tsx` sources and follows
// tsconfig paths), so an alias cannot slip past them.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'eslint/config';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// ESLint's own recommended rules (what @eslint/js ships as `configs.recommended`), read from the
// rules' metadata so that no extra package is needed.
const eslintRecommended = Object.fromEntries(
  [...builtinRules].filter(([, rule]) => rule.meta?.docs?.recommended).map(([name]) => [name, 'error']),
);

const root = import.meta.dirname;

// Each folder of web/src/features is a feature: it imports its own files, web/src/{components,lib}
// and shared/, never another feature's files.
const features = readdirSync(path.join(root, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The files another feature may import: the widgets the site's layout embeds. Anything a second
// feature needs besides these moves down to web/src/components or web/src/lib.
const featureEntryPoints = {
  site: ['./presence/online-visitors-badge.tsx', './assistente/camila-assistente.tsx'],
};

const featureZones = features.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`, ...(featureEntryPoints[feature] ?? [])],
  message: 'A feature does not import another feature\'s files: what two features need goes to web/src/components, web/src/lib or shared/.',
}));

const boundaryZones = [
  {
    target: './shared',
    from: ['./definitions', './lambdas', './infra', './web', './test', './e2e'],
    message: 'shared/ is read by the SPA and the Lambdas: it imports npm packages and shared/ only.',
  },
  {
    target: './web',
    from: ['./definitions', './lambdas', './infra', './test', './e2e'],
    message: 'The SPA does not import definitions/, lambdas/, infra/ or tests: what both sides need lives in shared/.',
  },
  {
    target: './lambdas',
    from: ['./infra', './web', './test', './e2e'],
    message: 'The Lambdas do not import infra/, web/ or tests: the deployment definitions they read (tables, buckets, metrics) live in definitions/, what the SPA shares in shared/.',
  },
  {
    target: './definitions',
    from: ['./lambdas', './infra', './web', './test', './e2e'],
    message: 'definitions/ (tables, buckets, routes, schedules, metrics) is read by the CDK app, the local stack and the Lambdas: it imports shared/ at most.',
  },
  // Imports flow one way inside the SPA: shared/ → components and lib → features → app.
  {
    target: ['./web/src/components', './web/src/lib'],
    from: ['./web/src/features', './web/src/app'],
    message: 'web/src/components and web/src/lib serve every feature: they import no feature and no route.',
  },
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'A feature does not import the routes (web/src/app): the routes import the features.',
  },
  ...featureZones,
];

export default defineConfig(
  {
    ignores: ['**/dist/**', 'cdk.out/**', 'coverage/**', 'test-results/**', 'playwright-report/**', '.data/**', '.test-data/**', '.scratch/**', '.tmp/**', '.cognito/**'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  { rules: eslintRecommended },
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: {
      'import-x': importX,
    },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.node'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          tsconfig: { configFile: path.join(root, 'tsconfig.json') },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      // An import the resolver cannot find would escape the boundaries above.
      'import-x/no-unresolved': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // A CloudFront Function (infra/lib/rotas-site.ts): a plain script whose entry point is `handler`,
    // with the build's route manifest put in front of it as `ROTAS`.
    files: ['infra/lib/*.cloudfront.js'],
    languageOptions: { sourceType: 'script', globals: { ROTAS: 'readonly' } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^handler$' }] },
  },
);
