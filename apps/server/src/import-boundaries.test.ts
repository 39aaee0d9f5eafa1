import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The repository's own lint configuration refuses imports across the boundaries the design relies on. Each case
 * lints a snippet as if it were the content of a real file, so the resolver and the zones are those of `npm run
 * lint`.
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

async function messagesOf(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: repoRoot + filePath });
  if (!result) throw new Error(`no lint result for ${filePath}`);
  return result.messages;
}

async function rulesFired(filePath: string, code: string): Promise<string[]> {
  return (await messagesOf(filePath, code)).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe('import boundaries', { timeout: 240_000 }, () => {
  it('refuses a web feature importing another feature (extensionless path)', async () => {
    const rules = await rulesFired(
      'apps/web/src/features/receipts/components/receipt-detail.tsx',
      "export { InvoiceDetail } from '../../invoices/components/invoice-detail';\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('lets a web feature use the shared components', async () => {
    const rules = await rulesFired(
      'apps/web/src/features/receipts/components/receipt-detail.tsx',
      "export { JournalTables } from '../../../components/journal-table';\n",
    );
    expect(rules).toEqual([]);
  });

  it("refuses a server module importing another module's service instead of its index", async () => {
    const rules = await rulesFired(
      'apps/server/src/modules/surcharge/surcharge.service.ts',
      "export { customerUsage } from '../customers/customers.service';\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it("refuses a server module importing another module's tables", async () => {
    const rules = await rulesFired(
      'apps/server/src/modules/aging/aging.service.ts',
      "export { invoice } from '../invoices/invoices.schema';\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it("refuses a server module importing another module's repository", async () => {
    const rules = await rulesFired(
      'apps/server/src/modules/surcharge/surcharge.service.ts',
      "export { occupants } from '../units/units.repository';\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it("lets a server module use another module's index", async () => {
    const rules = await rulesFired(
      'apps/server/src/modules/surcharge/surcharge.service.ts',
      "export { invoice } from '../invoices';\n",
    );
    expect(rules).toEqual([]);
  });

  it("lets a table definition name another module's table for a foreign key, and nothing else of it", async () => {
    const file = 'apps/server/src/modules/receipts/receipts.schema.ts';
    expect(await rulesFired(file, "export { invoice } from '../invoices/invoices.schema';\n")).toEqual([]);
    expect(await rulesFired(file, "export { occupants } from '../units/units.repository';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses platform code importing a business module', async () => {
    const rules = await rulesFired(
      'apps/server/src/platform/audit.ts',
      "export { invoice } from '../modules/invoices';\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('refuses an import that closes a cycle between modules', async () => {
    // Customers use units (a customer's unit links); units reach customers only through a registered directory,
    // so a units file importing the customers module closes a loop.
    const rules = await rulesFired(
      'apps/server/src/modules/units/units.service.ts',
      "export { customerNameOf } from '../customers';\n",
    );
    expect(rules).toContain('import-x/no-cycle');
  });
  it('refuses a web feature calling the API by path instead of through call()', async () => {
    const rules = await rulesFired(
      'apps/web/src/features/receipts/api/receipts.ts',
      "export { api } from '../../../lib/http/clients';\n",
    );
    expect(rules).toContain('no-restricted-imports');
  });

  it('refuses a route file registering a path by hand instead of through route()', async () => {
    const rules = await rulesFired(
      'apps/server/src/modules/aging/aging.routes.ts',
      "import type { FastifyInstance } from 'fastify';\nexport function x(app: FastifyInstance): void {\n  app.get('/reports/aging', () => ({}));\n}\n",
    );
    expect(rules).toContain('no-restricted-syntax');
  });
});
