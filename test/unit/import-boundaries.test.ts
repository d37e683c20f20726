/**
 * The import boundaries of eslint.config.js (docs/arquitetura.md#code-layout-and-boundaries), run
 * through ESLint itself on imports a file at each place would make: the rule must fire on the
 * import that crosses a boundary and stay silent on the one that does not.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repoRoot });

interface Found {
  ruleId: string | null;
  severity: number;
}

/** Lints `code` as if it were the file `file` of the repository; returns what the rules reported. */
async function lint(file: string, code: string): Promise<Found[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).map(({ ruleId, severity }) => ({ ruleId, severity }));
}

const ERROR = 2;
const boundary = (severity: number): Found => ({ ruleId: 'import-x/no-restricted-paths', severity });

describe('import boundaries (eslint.config.js)', { timeout: 60_000 }, () => {
  it('keeps shared/ to npm packages and shared/ itself', async () => {
    // Act
    const fromLambdas = await lint('shared/probe.ts', "import { ApiError } from '../lambdas/common/errors.js';\nconsole.log(ApiError);\n");
    const fromWeb = await lint('shared/probe.ts', "import { apiFetch } from '../web/src/lib/api-client.js';\nconsole.log(apiFetch);\n");
    const allowed = await lint('shared/probe.ts', "import { z } from 'zod/mini';\nimport * as cpf from './cpf.js';\nconsole.log(z, cpf);\n");

    // Assess
    expect(fromLambdas).toEqual([boundary(ERROR)]);
    expect(fromWeb).toEqual([boundary(ERROR)]);
    expect(allowed).toEqual([]);
  });

  it('keeps the SPA off lambdas/ and infra/, and the Lambdas off web/', async () => {
    // Act
    const webToLambdas = await lint('web/src/lib/probe.ts', "import { ApiError } from '../../../lambdas/common/errors.js';\nconsole.log(ApiError);\n");
    const webToInfra = await lint('web/src/lib/probe.ts', "import * as stack from '../../../infra/lib/stack.js';\nconsole.log(stack);\n");
    const lambdasToWeb = await lint('lambdas/chat/probe.ts', "import * as api from '#web/lib/api-client.js';\nconsole.log(api);\n");
    const lambdasToShared = await lint('lambdas/chat/probe.ts', "import * as cpf from '#shared/cpf.js';\nconsole.log(cpf);\n");

    // Assess
    expect(webToLambdas).toEqual([boundary(ERROR)]);
    expect(webToInfra).toEqual([boundary(ERROR)]);
    expect(lambdasToWeb).toEqual([boundary(ERROR)]);
    expect(lambdasToShared).toEqual([]);
  });

  it('keeps the Lambdas off infra/, reading the deployment definitions from definitions/', async () => {
    // Act
    const toInfra = await lint('lambdas/chat/probe.ts', "import * as stack from '#infra/lib/stack.js';\nconsole.log(stack);\n");
    const toDefinitions = await lint('lambdas/chat/probe.ts', "import { tables } from '#definitions/tables.js';\nconsole.log(tables);\n");
    const definitionsToLambdas = await lint('definitions/probe.ts', "import { ApiError } from '../lambdas/common/errors.js';\nconsole.log(ApiError);\n");
    const webToDefinitions = await lint('web/src/lib/probe.ts', "import { tables } from '../../../definitions/tables.js';\nconsole.log(tables);\n");

    // Assess
    expect(toInfra).toEqual([boundary(ERROR)]);
    expect(toDefinitions).toEqual([]);
    expect(definitionsToLambdas).toEqual([boundary(ERROR)]);
    expect(webToDefinitions).toEqual([boundary(ERROR)]);
  });

  it("keeps a feature out of another feature's files, statically and dynamically", async () => {
    // Act
    const staticImport = await lint('web/src/features/chat/probe.ts', "import * as promo from '../medicos/api/promo.js';\nconsole.log(promo);\n");
    const dynamicImport = await lint('web/src/features/chat/probe.ts', "export const load = () => import('../medicos/api/promo.js');\n");
    const ownAndShared = await lint(
      'web/src/features/chat/probe.ts',
      "import * as anexos from './anexos.js';\nimport * as modal from '../../components/modal.js';\nimport * as api from '../../lib/api-client.js';\nconsole.log(anexos, modal, api);\n",
    );

    // Assess
    expect(staticImport).toEqual([boundary(ERROR)]);
    expect(dynamicImport).toEqual([boundary(ERROR)]);
    expect(ownAndShared).toEqual([]);
  });

  it("lets the site embed the visitors badge, and nothing else of another feature's", async () => {
    // Act
    const badge = await lint('web/src/features/site/probe.ts', "import * as badge from '../presence/online-visitors-badge.js';\nconsole.log(badge);\n");
    const inner = await lint('web/src/features/site/probe.ts', "import * as hook from '../presence/use-online-visitors.js';\nconsole.log(hook);\n");
    const badgeElsewhere = await lint('web/src/features/chat/probe.ts', "import * as badge from '../presence/online-visitors-badge.js';\nconsole.log(badge);\n");

    // Assess
    expect(badge).toEqual([]);
    expect(inner).toEqual([boundary(ERROR)]);
    expect(badgeElsewhere).toEqual([boundary(ERROR)]);
  });

  it('keeps web/src/components and web/src/lib below the features and the routes', async () => {
    // Act
    const componentToFeature = await lint('web/src/components/probe.ts', "import * as promo from '../features/medicos/api/promo.js';\nconsole.log(promo);\n");
    const featureToRoutes = await lint('web/src/features/chat/probe.ts', "import * as routes from '../../app/routes.js';\nconsole.log(routes);\n");

    // Assess
    expect(componentToFeature).toEqual([boundary(ERROR)]);
    expect(featureToRoutes).toEqual([boundary(ERROR)]);
  });

  it('refuses an import it cannot resolve, which the boundaries could not check', async () => {
    // Act
    const found = await lint('web/src/features/chat/probe.ts', "import * as x from '../nao-existe/coisa.js';\nconsole.log(x);\n");

    // Assess
    expect(found).toEqual([{ ruleId: 'import-x/no-unresolved', severity: ERROR }]);
  });
});
