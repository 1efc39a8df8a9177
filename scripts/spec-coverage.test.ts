import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

/*
 * Keeps docs/spec-coverage.md honest: every section of the spec has its table, every file the doc
 * cites exists (a `path#symbol` also names something in that file), every test it cites exists by
 * its title, and the summary counts are the rows' counts.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const docPath = join(root, 'docs', 'spec-coverage.md');
// The spec lives beside the repository (README.md); KWC_SPEC overrides where.
const specPath = process.env.KWC_SPEC ?? resolve(root, '..', 'shared', 'spec', 'catalogue-spec.md');

/** The `##` sections numbered 1–9 and their `###` subsections, as "section › subsection" keys. */
function headingsOf(markdown: string): string[] {
  const keys: string[] = [];
  let section: string | null = null;
  for (const line of markdown.split('\n')) {
    const h2 = /^## (\d+)\. (.+?)\s*$/.exec(line);
    if (h2) {
      section = Number(h2[1]) >= 1 && Number(h2[1]) <= 9 ? `${h2[1]}. ${h2[2]}` : null;
      if (section) keys.push(section);
      continue;
    }
    if (/^## /.test(line)) section = null;
    const h3 = /^### (.+?)\s*$/.exec(line);
    if (h3 && section) keys.push(`${section} › ${h3[1]}`);
  }
  return keys;
}

/** The table rows of the doc's sections (rows whose second cell is a status mark). */
function rowsOf(markdown: string): { status: string; cells: string[]; line: number }[] {
  const rows: { status: string; cells: string[]; line: number }[] = [];
  markdown.split('\n').forEach((line, index) => {
    if (!line.startsWith('|')) return;
    const cells = line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((cell) => cell.trim());
    const status = cells[1] ?? '';
    if (['✓', '◐', '✗'].includes(status)) rows.push({ status, cells, line: index + 1 });
  });
  return rows;
}

/** The repository paths the doc cites in code spans: `apps/…`, `packages/…`, with an optional `#symbol`. */
function citedPaths(markdown: string): { path: string; symbol: string | null }[] {
  const found: { path: string; symbol: string | null }[] = [];
  for (const match of markdown.matchAll(/`((?:apps|packages|e2e|scripts|docs|bench)\/[^`#\s]+)(?:#([^`]+))?`/g)) {
    found.push({ path: match[1]!, symbol: match[2] ?? null });
  }
  return found;
}

/** The tests the doc cites: a test file's code span followed by a title in “…”. */
function citedTests(markdown: string): { path: string; title: string }[] {
  const found: { path: string; title: string }[] = [];
  for (const match of markdown.matchAll(/`([^`\s]+\.(?:test|spec)\.tsx?)` “([^”]+)”/g)) {
    found.push({ path: match[1]!, title: match[2]! });
  }
  return found;
}

const doc = existsSync(docPath) ? readFileSync(docPath, 'utf8') : '';

describe('docs/spec-coverage.md', () => {
  it('exists and has rows', () => {
    expect(existsSync(docPath)).toBe(true);
    expect(rowsOf(doc).length).toBeGreaterThan(100);
  });

  it.skipIf(!existsSync(specPath))('has a section for every section and subsection of spec sections 1–9', () => {
    const spec = headingsOf(readFileSync(specPath, 'utf8'));
    expect(spec.length).toBeGreaterThan(30);
    const missing = spec.filter((key) => !headingsOf(doc).includes(key));
    expect(missing).toEqual([]);
  });

  it('cites only files that exist, and symbols those files contain', () => {
    const cited = citedPaths(doc);
    expect(cited.length).toBeGreaterThan(50);
    const wrong = cited.filter(({ path, symbol }) => {
      const file = join(root, path);
      if (!existsSync(file)) return true;
      if (!symbol) return false;
      return statSync(file).isDirectory() || !readFileSync(file, 'utf8').includes(symbol);
    });
    expect(wrong).toEqual([]);
  });

  it('cites only tests that exist, by a part of their title', () => {
    const cited = citedTests(doc);
    expect(cited.length).toBeGreaterThan(50);
    const wrong = cited.filter(({ path, title }) => {
      const file = join(root, path);
      return !existsSync(file) || !readFileSync(file, 'utf8').includes(title);
    });
    expect(wrong).toEqual([]);
  });

  it('states the counts of its rows in the summary, and lists every ✗ row', () => {
    const rows = rowsOf(doc);
    for (const [status, name] of [
      ['✓', 'done'],
      ['◐', 'partial'],
      ['✗', 'missing'],
    ] as const) {
      const count = rows.filter((row) => row.status === status).length;
      const stated = new RegExp(`^- ${status} ${name}: (\\d+)$`, 'm').exec(doc)?.[1];
      expect(Number(stated), `summary line "- ${status} ${name}: N"`).toBe(count);
    }
    const summary = doc.slice(0, doc.indexOf('\n## 1.'));
    for (const row of rows.filter((r) => r.status === '✗')) {
      expect(summary.includes(row.cells[0]!), `✗ row at line ${row.line} listed in the summary`).toBe(true);
    }
  });
});
