import { readFileSync } from 'node:fs';
import { FIRST_LOAD_BUDGETS, LIGHTHOUSE_BUDGETS, SIZE_BUDGETS, TAP_BUDGET_MS } from './budgets';

/** The rows of the Markdown table that follows `header` in `text`, as cells. */
function tableAfter(text: string, header: string): string[][] {
  const start = text.indexOf(header);
  expect(start, header).toBeGreaterThanOrEqual(0);
  return text
    .slice(start)
    .split('\n')
    .slice(2)
    .filter((_, index, lines) => lines.slice(0, index + 1).every((line) => line.startsWith('|')))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

const number = (cell: string | undefined) => Number(/\d+/.exec(cell ?? '')?.[0]);

// scripts/budgets.ts is the source; docs/architecture.md#performance-budgets shows it to a
// reader, and must not drift from it.
describe('the budgets docs/architecture.md tables', () => {
  const doc = readFileSync('docs/architecture.md', 'utf8');

  it('are the size budgets of scripts/budgets.ts, in kB of 1000 bytes', () => {
    const rows = tableAfter(doc, '| what | budget |');
    expect(rows.map((row) => number(row[1]) * 1000)).toEqual([
      SIZE_BUDGETS.login,
      SIZE_BUDGETS.home,
      SIZE_BUDGETS.canvas,
    ]);
  });

  it('are the Lighthouse budgets of scripts/budgets.ts', () => {
    const rows = tableAfter(doc, '| page | performance | accessibility | best practices |');
    const { login, homeFirstVisit, homeReturning } = LIGHTHOUSE_BUDGETS;
    expect(rows.map((row) => row.slice(1).map(number))).toEqual(
      [login, homeFirstVisit, homeReturning].map((b) => [
        b.performance,
        b.accessibility,
        b.bestPractices,
      ]),
    );
  });

  it('are the first-load budgets of scripts/budgets.ts, in ms', () => {
    const rows = tableAfter(doc, '| page | shown | budget |');
    expect(rows.map((row) => number(row[2]))).toEqual([
      FIRST_LOAD_BUDGETS.loginForm,
      FIRST_LOAD_BUDGETS.balances,
    ]);
  });

  it('states the tap budget of scripts/budgets.ts', () => {
    expect(doc).toContain(`over \`TAP_BUDGET_MS\` (${TAP_BUDGET_MS} ms, \`scripts/budgets.ts\`)`);
  });
});
