/**
 * The XSS corpus (docs/architecture.md#security): markup and addresses a
 * hostile or broken backend could put in any field the wallet shows. Every payload, if it
 * ever runs, leaves a trace e2e/xss.spec.ts watches for: it sets `window.__xss`, opens a
 * dialog (`alert`), or requests `https://xss.invalid/<id>` (a name that never resolves).
 */

/** The origin a payload that runs asks for; a request to it is a failed test. */
export const XSS_HOST = 'xss.invalid';

export interface XssPayload {
  /** Names the payload in a failure: `https://xss.invalid/<id>` or `window.__xss = '<id>'`. */
  id: string;
  /** What goes into a text or HTML field. */
  text: string;
}

const hit = (id: string) => `https://${XSS_HOST}/${id}`;
/** Script text that leaves all three traces. */
const run = (id: string) =>
  `window.__xss='${id}';fetch('${hit(id)}');new Image().src='${hit(id)}';alert('${id}')`;

/** Markup and template-looking text for text and HTML fields. */
export const XSS_PAYLOADS: XssPayload[] = [
  // Script tags.
  { id: 'script', text: `<script>${run('script')}</script>` },
  { id: 'script-src', text: `<script src="${hit('script-src')}"></script>` },
  { id: 'script-upper', text: `<SCRIPT>${run('script-upper')}</SCRIPT>` },
  // Event handlers.
  { id: 'img-onerror', text: `<img src=x onerror="${run('img-onerror')}">` },
  { id: 'svg-onload', text: `<svg onload="${run('svg-onload')}"></svg>` },
  { id: 'body-onload', text: `<body onload="${run('body-onload')}">` },
  { id: 'details-ontoggle', text: `<details open ontoggle="${run('details-ontoggle')}">` },
  { id: 'input-onfocus', text: `<input autofocus onfocus="${run('input-onfocus')}">` },
  { id: 'video-onerror', text: `<video><source onerror="${run('video-onerror')}"></video>` },
  // javascript: and data: addresses in every attribute that loads or navigates.
  { id: 'a-js', text: `<a id="xss-a-js" href="javascript:${run('a-js')}">a-js</a>` },
  {
    id: 'a-data',
    text: `<a id="xss-a-data" href="data:text/html,<script>${run('a-data')}</script>">a-data</a>`,
  },
  { id: 'iframe-js', text: `<iframe src="javascript:${run('iframe-js')}"></iframe>` },
  {
    id: 'iframe-data',
    text: `<iframe src="data:text/html,<script>${run('iframe-data')}</script>"></iframe>`,
  },
  { id: 'iframe-srcdoc', text: `<iframe srcdoc="<script>${run('iframe-srcdoc')}</script>">` },
  { id: 'embed-js', text: `<embed src="javascript:${run('embed-js')}">` },
  { id: 'object-data', text: `<object data="${hit('object-data')}"></object>` },
  {
    id: 'formaction',
    text: `<form><button id="xss-formaction" formaction="javascript:${run('formaction')}">f</button></form>`,
  },
  {
    id: 'meta-refresh',
    text: `<meta http-equiv="refresh" content="0;url=${hit('meta-refresh')}">`,
  },
  { id: 'base-href', text: `<base href="${hit('base-href')}/">` },
  { id: 'link-import', text: `<link rel="stylesheet" href="${hit('link-import')}">` },
  // SVG and MathML namespace tricks.
  { id: 'svg-script', text: `<svg><script>${run('svg-script')}</script></svg>` },
  {
    id: 'svg-animate',
    text: `<svg><a><animate attributeName="href" values="javascript:${run('svg-animate')}"/><text y="20">s</text></a></svg>`,
  },
  {
    id: 'mathml-mglyph',
    text: `<math><mtext><table><mglyph><style><img src=x onerror="${run('mathml-mglyph')}">`,
  },
  {
    id: 'mathml-href',
    text: `<math><maction actiontype="statusline" xlink:href="javascript:${run('mathml-href')}">m</maction></math>`,
  },
  {
    id: 'noscript',
    text: `<noscript><p title="</noscript><img src=x onerror=${run('noscript').replaceAll(' ', '')}>">`,
  },
  // Broken markup that escapes an attribute or a raw-text element.
  { id: 'attr-break', text: `"><img src=x onerror="${run('attr-break')}">` },
  { id: 'single-break', text: `'><svg onload="${run('single-break')}">` },
  { id: 'textarea-break', text: `</textarea><script>${run('textarea-break')}</script>` },
  { id: 'title-break', text: `</title><img src=x onerror="${run('title-break')}">` },
  { id: 'style-break', text: `</style><img src=x onerror="${run('style-break')}">` },
  { id: 'comment-break', text: `<!--><img src=x onerror="${run('comment-break')}">-->` },
  // CSS that loads or runs.
  {
    id: 'css-url-js',
    text: `<div style="background:url(javascript:${run('css-url-js')})">c</div>`,
  },
  { id: 'css-url', text: `<div style="background-image:url(${hit('css-url')})">c</div>` },
  { id: 'css-expression', text: `<div style="width:expression(${run('css-expression')})">c</div>` },
  { id: 'css-import', text: `<style>@import '${hit('css-import')}';</style>` },
  // Template-looking text: shown as written, never evaluated or formatted.
  { id: 'angular', text: `{{constructor.constructor('${run('angular')}')()}}` },
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the payload is a literal ${...}
  { id: 'template-literal', text: '${window.__xss="template-literal"}' },
  { id: 'icu-arg', text: '{0} {amount} {name, number}' },
  { id: 'icu-select', text: '{a, select, x {<img src=x onerror=alert(1)>} other {y}}' },
  { id: 'percent', text: '%percentFail% %s %n' },
];

/**
 * Plain text at the start of every poisoned field: what a test waits for to know the field
 * is on screen (sanitised HTML may drop everything after a payload, which is fine).
 */
export const CORPUS_MARK = 'xss-corpus';

/** Every payload in one string, for one field that should show all of them as text. */
export const ALL_PAYLOADS = [CORPUS_MARK, ...XSS_PAYLOADS.map((payload) => payload.text)].join(' ');

/** Addresses for fields that hold one (links, images, media, button payloads). */
export const XSS_URLS: XssPayload[] = [
  { id: 'url-js', text: `javascript:${run('url-js')}` },
  { id: 'url-js-case', text: `JaVaScRiPt:${run('url-js-case')}` },
  { id: 'url-js-space', text: ` \tjavascript:${run('url-js-space')}` },
  { id: 'url-js-entity', text: `jav&#x09;ascript:${run('url-js-entity')}` },
  { id: 'url-data-html', text: `data:text/html,<script>${run('url-data-html')}</script>` },
  {
    id: 'url-data-svg',
    text: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${run('url-data-svg')}"/>`,
  },
  { id: 'url-vbscript', text: `vbscript:msgbox("url-vbscript")` },
  { id: 'url-attr-break', text: `x" onerror="${run('url-attr-break')}` },
];
