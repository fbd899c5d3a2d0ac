// What the repository's own files cite must be there for a reader to follow: every
// `<file>.md#anchor` names a heading of that file, and nothing points to the team's issue
// tracker, which a reader of the repository cannot see. scripts/doc-references.test.ts runs
// this over the tree.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';

/**
 * GitHub's anchor for a heading: lower case, punctuation dropped (letters, digits, `_`, `-`
 * and spaces stay), each space a `-`; a repeated heading gets `-1`, `-2`, ….
 */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{M}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown text's headings (those inside code fences are not headings). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const match = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match?.[1]) continue;
    const slug = headingSlug(match[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

export interface Citation {
  /** The citing file, relative to the repository root, with `/`. */
  from: string;
  line: number;
  /** As written: `docs/api.md#wallet`, `product.md#money`, `#canvas-lifecycle`. */
  text: string;
  /** The cited file, relative to the root, and the anchor. */
  file: string;
  anchor: string;
}

// `docs/x.md#a`, `x.md#a`, `../x.md#a`, and in Markdown a link's `(#a)`. An anchor broken
// over two comment lines (`#required-and-` / `// optional`) is read whole.
const FILE_ANCHOR_RE =
  /((?:\.{0,2}\/)?(?:[\w.-]+\/)*[\w.-]+\.md)#([\w-]*[\w])(-\s*\n[\s/*#]*([\w-]+))?/g;
const SAME_FILE_ANCHOR_RE = /\]\(#([\w-]+)\)/g;

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/**
 * The anchors `text` (the file `from`) cites. In Markdown a path is relative to the file;
 * in code it is relative to the root, and a bare `product.md` means the one in docs/.
 */
export function citations(from: string, text: string, exists: (path: string) => boolean) {
  const found: Citation[] = [];
  const markdown = from.endsWith('.md');
  for (const match of text.matchAll(FILE_ANCHOR_RE)) {
    const [written = '', path = '', head = '', broken, tail] = match;
    const anchor = broken && tail ? `${head}-${tail}` : head;
    const candidates = [
      markdown ? join(dirname(from), path) : path,
      join('docs', path.split('/').pop() ?? path),
    ].map((candidate) => normalize(candidate).split(sep).join('/'));
    const file = candidates.find(exists) ?? candidates[0] ?? path;
    found.push({ from, line: lineOf(text, match.index), text: written, file, anchor });
  }
  if (markdown) {
    for (const match of text.matchAll(SAME_FILE_ANCHOR_RE)) {
      const anchor = match[1] ?? '';
      found.push({ from, line: lineOf(text, match.index), text: `#${anchor}`, file: from, anchor });
    }
  }
  return found;
}

/**
 * "issue 13", "Issue 14 point 5", "issues 3 and 4", "issue #25": numbers of a tracker the
 * reader of the repository does not have. Say what the number meant, or link the docs.
 */
const ISSUE_RE = /\bissues?[\s-]*#?\d+/gi;

export function issueCitations(from: string, text: string) {
  return [...text.matchAll(ISSUE_RE)].map((match) => ({
    from,
    line: lineOf(text, match.index),
    text: match[0].trim(),
  }));
}

/** The folders and root files whose text a reader follows. */
const ROOTS = ['src', 'server', 'scripts', 'e2e', 'brands', 'docs', 'locales'];
const TEXT_FILE_RE = /\.(ts|tsx|mts|mjs|cjs|md|json|html|css)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'reports', 'test-results']);

function walk(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : walk(root, path);
    return TEXT_FILE_RE.test(entry.name) ? [path] : [];
  });
}

/** Every file of the tree that is checked, relative to `root`. */
export function checkedFiles(root: string): string[] {
  const top = readdirSync(root).filter(
    (name) => TEXT_FILE_RE.test(name) && !name.startsWith('package'),
  );
  return (
    [
      ...top,
      ...ROOTS.filter((dir) => existsSync(join(root, dir))).flatMap((dir) => walk(root, dir)),
    ]
      // docs/openapi.json is generated from the contract, whose texts are checked at the source.
      .filter((path) => path !== 'docs/openapi.json')
  );
}

/** Cited anchors that name no heading, and issue numbers, in the tree under `root`. */
export function checkDocReferences(root: string) {
  const read = (path: string) => readFileSync(join(root, path), 'utf8');
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (file: string) => {
    let found = anchorsOf.get(file);
    if (!found) {
      found = headingAnchors(read(file));
      anchorsOf.set(file, found);
    }
    return found;
  };
  const missing: Citation[] = [];
  const issues: ReturnType<typeof issueCitations> = [];
  const exists = (path: string) => existsSync(join(root, path));
  // This checker and its test write out what they look for.
  for (const path of checkedFiles(root).filter((p) => !p.startsWith('scripts/doc-references'))) {
    const text = read(path);
    for (const citation of citations(path, text, exists)) {
      if (!exists(citation.file) || !anchors(citation.file).has(citation.anchor)) {
        missing.push(citation);
      }
    }
    issues.push(...issueCitations(path, text));
  }
  return { missing, issues };
}
