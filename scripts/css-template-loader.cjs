// The styles of the screens that are not first screens are Emotion `css` tagged templates
// (docs/architecture.md#styles), written for people to read: each
// declaration on its own indented line. Shipped as written, the indentation and line breaks
// travel in every chunk and Emotion reads them at each first use. This loader, run on the
// wallet's own sources before the compiler (rsbuild.config.ts), writes each `css` template's
// text parts with the whitespace CSS does not need: runs of spaces and line breaks become
// one space, none is kept next to `{`, `}` or `;`, nor at the template's start and end.
// Everything else (code, strings, comments, other templates, the `${...}` expressions) is
// copied as it is; a `css` template inside an expression is minified too. `minifyCss` is
// exported for its test.

/** Whitespace CSS does not need, in one text part of a template. */
function minifyText(text) {
  return text.replace(/\s+/g, ' ').replace(/\s*([{};])\s*/g, '$1');
}

/** Index after the string whose opening quote is at `start - 1`. */
function endOfString(source, start, quote) {
  let index = start;
  while (index < source.length && source[index] !== quote && source[index] !== '\n') {
    index += source[index] === '\\' ? 2 : 1;
  }
  return index + 1;
}

/**
 * Code from `start` until the `}` that closes an expression (or the end of the source):
 * returns the code (templates in it handled) and the index after it, the `}` excluded.
 */
function scanCode(source, start, inExpression) {
  let out = '';
  let index = start;
  let depth = 0;
  while (index < source.length) {
    const char = source[index];
    const next = source[index + 1];
    if (char === '/' && next === '/') {
      const end = source.indexOf('\n', index);
      const stop = end < 0 ? source.length : end;
      out += source.slice(index, stop);
      index = stop;
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', index + 2);
      const stop = end < 0 ? source.length : end + 2;
      out += source.slice(index, stop);
      index = stop;
    } else if (char === '"' || char === "'") {
      const stop = endOfString(source, index + 1, char);
      out += source.slice(index, stop);
      index = stop;
    } else if (char === '`') {
      const minify = /(^|[^\w$.])css\s*$/.test(out.slice(-12));
      const [template, stop] = scanTemplate(source, index + 1, minify);
      out += template;
      index = stop;
    } else {
      if (char === '{') depth += 1;
      if (char === '}') {
        if (inExpression && depth === 0) return [out, index];
        depth -= 1;
      }
      out += char;
      index += 1;
    }
  }
  return [out, index];
}

/** The template whose text starts at `start` (after its backtick), and the index after it. */
function scanTemplate(source, start, minify) {
  const parts = [];
  let text = '';
  let index = start;
  while (index < source.length) {
    const char = source[index];
    if (char === '\\') {
      text += source.slice(index, index + 2);
      index += 2;
    } else if (char === '`') {
      index += 1;
      break;
    } else if (char === '$' && source[index + 1] === '{') {
      const [code, stop] = scanCode(source, index + 2, true);
      parts.push({ text }, { expression: `\${${code}}` });
      text = '';
      index = stop + 1;
    } else {
      text += char;
      index += 1;
    }
  }
  parts.push({ text });
  const last = parts.length - 1;
  const body = parts
    .map((part, position) => {
      if (part.expression !== undefined) return part.expression;
      if (!minify) return part.text;
      let minified = minifyText(part.text);
      if (position === 0) minified = minified.trimStart();
      if (position === last) minified = minified.trimEnd();
      return minified;
    })
    .join('');
  return [`\`${body}\``, index];
}

/** `source` with every `css\`...\`` template's text parts minified. */
function minifyCss(source) {
  return scanCode(source, 0, false)[0];
}

module.exports = function cssTemplateLoader(source) {
  return minifyCss(source);
};
module.exports.minifyCss = minifyCss;
