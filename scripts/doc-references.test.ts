import {
  checkDocReferences,
  citations,
  headingAnchors,
  headingSlug,
  issueCitations,
} from './doc-references';

// Vitest runs from the repository root (jsdom gives import.meta.url no file: scheme).
const root = process.cwd();

describe('headingSlug: the anchor GitHub gives a heading', () => {
  it.each([
    ['Money orders', 'money-orders'],
    ['Step 1: phone', 'step-1-phone'],
    ['Codes and behaviour the sandbox chose', 'codes-and-behaviour-the-sandbox-chose'],
    ['Deposit: QR and slips', 'deposit-qr-and-slips'],
    ['`npm run release`', 'npm-run-release'],
    ['Required and optional (wire format)', 'required-and-optional-wire-format'],
  ])('%s → %s', (heading, slug) => expect(headingSlug(heading)).toBe(slug));

  it('numbers a repeated heading and skips code fences', () => {
    const anchors = headingAnchors('# A\n## Tests\n```\n# not a heading\n```\n### Tests\n');
    expect([...anchors]).toEqual(['a', 'tests', 'tests-1']);
  });
});

describe('citations', () => {
  const exists = (path: string) => path.startsWith('docs/');

  it('reads paths from the root in code, a bare name as docs/, and a broken comment line whole', () => {
    const text =
      '// docs/api.md#wallet, product.md#money\n// (docs/api.md#required-and-\n// optional)';
    expect(citations('src/x.ts', text, exists).map((c) => `${c.file}#${c.anchor}`)).toEqual([
      'docs/api.md#wallet',
      'docs/product.md#money',
      'docs/api.md#required-and-optional',
    ]);
  });

  it("reads Markdown links relative to the file, and the file's own anchors", () => {
    const text = 'See [a](product.md#money) and [b](#canvas-lifecycle).';
    expect(
      citations('docs/architecture.md', text, exists).map((c) => `${c.file}#${c.anchor}`),
    ).toEqual(['docs/product.md#money', 'docs/architecture.md#canvas-lifecycle']);
  });
});

describe('issueCitations', () => {
  it('finds issue numbers however they are written', () => {
    const text = 'fixed (issue 13)\n * Issue 14 point 5: x\nsee issues 3 and 4, issue #25, issue-7';
    expect(issueCitations('e2e/x.ts', text).map((c) => c.text)).toEqual([
      'issue 13',
      'Issue 14',
      'issues 3',
      'issue #25',
      'issue-7',
    ]);
  });

  it('leaves colours and ordinary numbers alone', () => {
    expect(issueCitations('x.ts', "color: '#000'; 13 issues; no issue; step #2")).toEqual([]);
  });
});

describe('the repository', () => {
  const found = checkDocReferences(root);

  it('cites only anchors that name a heading of the cited file', () => {
    expect(found.missing.map((c) => `${c.from}:${c.line}: ${c.text}`)).toEqual([]);
  });

  it('cites no issue numbers (say what was meant, or link the docs)', () => {
    expect(found.issues.map((c) => `${c.from}:${c.line}: ${c.text}`)).toEqual([]);
  });
});
