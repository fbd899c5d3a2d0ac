import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { minifyCss } = require('./css-template-loader.cjs') as {
  minifyCss: (source: string) => string;
};

/** `${name}` as source text. */
const slot = (name: string) => `\${${name}}`;

describe('the css template loader', () => {
  it('keeps one space where CSS needs it and none next to braces and semicolons', () => {
    const source =
      'const a = css`\n  display: grid;\n  margin: 0 auto;\n  & > span {\n    color: red;\n  }\n`;';
    expect(minifyCss(source)).toBe(
      'const a = css`display: grid;margin: 0 auto;& > span{color: red;}`;',
    );
  });

  it('copies expressions as written, and minifies a css template inside one', () => {
    const source = `css\`\n  width: ${slot('size')}px;\n  color: ${slot("on ? 'a ; b' : `x  y`")};\n  ${slot('inner ? css`\n    gap: 2px;\n  ` : ""')}\n\``;
    expect(minifyCss(source)).toBe(
      `css\`width: ${slot('size')}px;color: ${slot("on ? 'a ; b' : `x  y`")};${slot('inner ? css`gap: 2px;` : ""')}\``,
    );
  });

  it('leaves comments, strings and other templates alone', () => {
    const source =
      "/** An emotion `css` template */\nconst s = 'css`  ;  `';\nconst t = `a  ;  b`; const k = keyframes`\n  0% { x: 1; }\n`;";
    expect(minifyCss(source)).toBe(source);
  });

  it('changes nothing but whitespace in the wallet sources', () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.tsx?$/.test(file),
    );
    const changed = files.filter((file) => {
      const source = readFileSync(`src/${file}`, 'utf8');
      return minifyCss(source).replace(/\s+/g, '') !== source.replace(/\s+/g, '');
    });
    expect(files.length).toBeGreaterThan(100);
    expect(changed).toEqual([]);
  });
});
