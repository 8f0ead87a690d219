// Every runtime dependency in package.json is used by the project's own code: an import, a dynamic import or a
// require of the package (or of a path inside it) in a tracked source, script, test or config file. A package
// nothing imports is dropped from package.json (issue 15: ajv and ajv-formats stayed after the server moved to
// @cfworker/json-schema). A peer dependency of another listed package (recharts for @mantine/charts, dayjs for
// @mantine/dates) is needed by it, so it counts as used; other packages' needs arrive through their own dependencies.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', '*.ts', '*.tsx', '*.mjs', '*.cjs', '*.js', '*.html'], { encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && !file.startsWith('node_modules/') && !file.startsWith('dist/'));

/**
 * The package names every file imports, requires or names as a module (`from 'x'`, `import('x')`, `require('x')`,
 * `import 'x'`), and every package a config file names in a string.
 */
function importedPackages(): Set<string> {
  const names = new Set<string>();
  const specifier = /(?:from\s+|import\s*\(\s*|require\s*\(\s*|import\s+)['"]([^'"./][^'"]*)['"]/g;
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    // A config file may name a package in any string (a bundler alias such as 'preact/compat').
    const matches = /\.config\.[cm]?[jt]s$/.test(file) ? text.matchAll(/['"]((?:@[\w.-]+\/)?[\w.-]+)(?:\/[^'"]*)?['"]/g) : text.matchAll(specifier);
    for (const match of matches) {
      const spec = match[1] ?? '';
      const parts = spec.split('/');
      names.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec));
    }
  }
  return names;
}

/** The peer dependencies of the listed packages (installed in node_modules). */
function peersOfDependencies(): Set<string> {
  const peers = new Set<string>();
  for (const name of Object.keys(pkg.dependencies)) {
    try {
      const manifest = JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { peerDependencies?: Record<string, string> };
      for (const peer of Object.keys(manifest.peerDependencies ?? {})) peers.add(peer);
    } catch {
      // Not installed: `npm ci` reports that, not this test.
    }
  }
  return peers;
}


describe('package.json dependencies', () => {
  test('every runtime dependency is imported by the project (nothing left behind)', () => {
    const used = new Set([...importedPackages(), ...peersOfDependencies()]);
    expect(Object.keys(pkg.dependencies).filter((name) => !used.has(name))).toEqual([]);
  });
});
