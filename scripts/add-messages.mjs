// Adds message ids to locales/{th,la,en}.json in one quick read-modify-write each, keeping
// the files' other ids and order. Input: a JSON file {"en": {...}, "th": {...}, "la": {...}}
// with the same ids in all three. Refuses an id that exists with a different English text.
//   node scripts/add-messages.mjs new-texts.json
import { readFileSync, writeFileSync } from 'node:fs';

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const ids = Object.keys(input.en ?? {});
for (const locale of ['th', 'la']) {
  const missing = ids.filter((id) => !(id in (input[locale] ?? {})));
  if (missing.length) {
    console.error(`${locale} lacks: ${missing.join(', ')}`);
    process.exit(1);
  }
}
for (const locale of ['en', 'th', 'la']) {
  const path = `locales/${locale}.json`;
  const current = JSON.parse(readFileSync(path, 'utf8'));
  for (const [id, text] of Object.entries(input[locale])) {
    if (locale === 'en' && id in current && current[id] !== text) {
      console.error(`${id} exists with another text: "${current[id]}"`);
      process.exit(1);
    }
    current[id] = text;
  }
  writeFileSync(path, `${JSON.stringify(current, null, 2)}\n`);
}
console.log(`added ${ids.length} ids to th, la, en`);
