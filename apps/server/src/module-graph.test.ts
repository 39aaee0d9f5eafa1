import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server modules depend on each other one way only: a module that needs something of a module above it takes
 * it through a registry the higher one fills at start-up (cheques/cheque-uses.ts, config-account/usage.ts...).
 * import-x/no-cycle only sees cycles between files; this builds the graph between modules from the import
 * statements of apps/server/src/modules/** (tests left out) and refuses any cycle, naming it.
 *
 * Table definitions (*.schema.ts) count too: a foreign key to another module's table is a dependency on it. A
 * table that modules on both sides of a dependency name lives in the lower one (billing_run in invoices, which the
 * expenses module writes through) or, when named all over, beside the property in the platform schema (customer).
 */
const modulesDir = fileURLToPath(new URL('./modules/', import.meta.url));
const IMPORT =
  /(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

function moduleNames(): Set<string> {
  return new Set(
    readdirSync(modulesDir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name),
  );
}

/** The module a file belongs to (modules/index.ts, which registers every area's routes, belongs to none). */
function moduleOf(file: string): string {
  return relative(modulesDir, file).split(sep)[0]!;
}

/** The other modules a file imports. */
function importedModules(file: string, modules: Set<string>): string[] {
  const from = moduleOf(file);
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)]
    .map((match) => moduleOf(join(dirname(file), match[1] ?? match[2]!)))
    .filter((target) => target !== from && modules.has(target));
}

/** module -> modules it imports, with one file that does, for the message. */
function moduleGraph(): Map<string, Map<string, string>> {
  const modules = moduleNames();
  const graph = new Map<string, Map<string, string>>([...modules].map((m) => [m, new Map()]));
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(file);
    if (!modules.has(from)) continue;
    for (const target of importedModules(file, modules)) {
      if (!graph.get(from)!.has(target)) graph.get(from)!.set(target, relative(modulesDir, file));
    }
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the path that closes it (a -> b -> a). */
function cyclesOf(graph: Map<string, Map<string, string>>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of [...(graph.get(node)?.keys() ?? [])].sort()) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('server module graph', () => {
  it('has no cycle between modules', () => {
    const graph = moduleGraph();
    const described = cyclesOf(graph).map((cycle) =>
      cycle
        .slice(1)
        .map((to, i) => `${cycle[i]} -> ${to} (${graph.get(cycle[i]!)!.get(to)})`)
        .join(', '),
    );
    expect(described).toEqual([]);
  });

  it('sees an import between modules, and a cycle made of them', () => {
    const graph = moduleGraph();
    expect(graph.get('cheques')?.has('ledger')).toBe(true);
    expect(graph.get('ledger')?.has('cheques')).toBe(false);
    const looped = new Map(graph);
    looped.set('ledger', new Map([...graph.get('ledger')!, ['cheques', 'ledger/example.ts']]));
    expect(cyclesOf(looped).some((c) => c.includes('cheques') && c.includes('ledger'))).toBe(true);
  });

  it("counts a table definition's foreign keys to another module's tables", () => {
    const modules = moduleNames();
    const graph = moduleGraph();
    const fromTables = sourceFiles(modulesDir)
      .filter((file) => file.endsWith('.schema.ts'))
      .flatMap((file) => importedModules(file, modules).map((target) => [moduleOf(file), target] as const));
    expect(fromTables).toContainEqual(['credit-notes', 'receipts']);
    for (const [from, target] of fromTables)
      expect(graph.get(from)?.has(target), `${from} -> ${target}`).toBe(true);
  });
});
