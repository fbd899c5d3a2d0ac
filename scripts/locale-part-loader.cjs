// Rspack loader: `locales/th.json?part=core` becomes a module with only that part's
// messages (parts by id prefix, see src/app/message-parts.ts; `rest` is every id in no
// other part, and those it names). The JSON files stay one per language, the source of truth.
// The messages leave the build as ICU syntax trees (what src/lib/intl.tsx formats), parsed here,
// so the browser needs no ICU parser: rsbuild.config.ts aliases the parser to its no-parser
// build, about 8 kB of gzip less in every player's first download.
const { parse } = require('@formatjs/icu-messageformat-parser');

module.exports = function localePartLoader(source) {
  const part = new URLSearchParams(this.resourceQuery.slice(1)).get('part');
  const { parts } = this.getOptions();
  if (part !== 'rest' && !(part in parts)) throw new Error(`unknown locale part "${part}"`);
  // The part with the longest prefix of the id (a whole id or its first segments), as
  // messagePart() in src/app/message-parts.ts decides it.
  const partOf = (id) => {
    let found = 'rest';
    let length = 0;
    for (const [name, prefixes] of Object.entries(parts)) {
      for (const prefix of prefixes) {
        if ((id === prefix || id.startsWith(`${prefix}.`)) && prefix.length > length) {
          found = name;
          length = prefix.length;
        }
      }
    }
    return found;
  };
  const messages = JSON.parse(source);
  const picked = Object.fromEntries(
    Object.entries(messages)
      .filter(([id]) => partOf(id) === part)
      .map(([id, text]) => [id, parse(text)]),
  );
  // A JSON.parse of a string literal rather than an object literal: V8 parses JSON several
  // times faster than the same data as JavaScript (v8.dev/blog/cost-of-javascript-2019),
  // and the core part is parsed in the first screen's critical path.
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});`;
};
