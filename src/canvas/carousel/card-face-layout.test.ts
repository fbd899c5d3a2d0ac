import { cardFaceLayout, FACE_FONT, fitText, type MeasureText } from './card-face-layout';
import { CARD_HEIGHT, CARD_WIDTH, type CarouselCard, STAGE_WIDTH } from './carousel-types';

/** A monospaced stand-in for the canvas: each character is 0.6 em wide. */
const measure: MeasureText = (text, size) => text.length * size * 0.6;

/** The carousel on a 360 px phone: the page's 16 px padding each side (src/ui/page.tsx). */
const PHONE_SCALE = (360 - 2 * 16) / STAGE_WIDTH;

const card = (overrides: Partial<CarouselCard> = {}): CarouselCard => ({
  key: 'pg',
  title: 'PG Soft',
  amount: '320.00 baht',
  secondary: 'Game credit 320.00',
  logo: null,
  background: null,
  active: true,
  inactiveLabel: 'Not activated',
  ...overrides,
});

describe('cardFaceLayout', () => {
  it('draws the game name exactly once, and no category watermark', () => {
    const layout = cardFaceLayout(card({ active: false }), measure);
    expect(layout.texts.filter((text) => text.text === 'PG Soft')).toHaveLength(1);
    expect(layout.texts.map((text) => text.role)).toEqual([
      'title',
      'amount',
      'secondary',
      'badge',
    ]);
    expect(layout.texts.map((text) => text.text).join(' ')).not.toMatch(/SLOT|LOTTO|SPORT/);
  });

  it('puts the label on a dark panel: nothing of the background art shows behind it', () => {
    const layout = cardFaceLayout(card(), measure);
    expect(layout.panel.alpha).toBeGreaterThanOrEqual(0.8);
    for (const text of layout.texts) {
      // The top of the letters (about the size above the baseline) is on the panel.
      expect(text.y - text.size, text.role).toBeGreaterThanOrEqual(layout.panel.top);
      expect(text.y, text.role).toBeLessThanOrEqual(CARD_HEIGHT);
    }
  });

  it('shows the "Not activated" badge at 12 px or more at the carousel scale of a 360 px phone', () => {
    const layout = cardFaceLayout(card({ active: false }), measure);
    const badge = layout.texts.find((text) => text.role === 'badge');
    expect(badge?.text).toBe('Not activated');
    expect((badge?.size ?? 0) * PHONE_SCALE).toBeGreaterThanOrEqual(12);
    // Before: a 13 px badge on a 600 px stage came out at about 7 px.
    expect(13 * PHONE_SCALE).toBeLessThan(8);
  });

  it('keeps every text of the centre card at 12 px or more on a 360 px phone', () => {
    for (const size of Object.values(FACE_FONT))
      expect(size * PHONE_SCALE).toBeGreaterThanOrEqual(12);
  });

  it('keeps the badge pill on the card, clear of the logo, and its text inside the pill', () => {
    for (const label of [
      'Not activated',
      'ยังไม่เปิดใช้งาน',
      'A very long label that cannot fit at all',
    ]) {
      const layout = cardFaceLayout(card({ active: false, inactiveLabel: label }), measure);
      const pill = layout.badge;
      if (!pill) throw new Error('no badge');
      expect(pill.x).toBeGreaterThan(layout.logo.x + layout.logo.width);
      expect(pill.x + pill.width).toBeLessThanOrEqual(CARD_WIDTH);
      const text = layout.texts.find((t) => t.role === 'badge');
      if (!text) throw new Error('no badge text');
      expect(text.x).toBeGreaterThanOrEqual(pill.x);
      expect(text.x + measure(text.text, text.size, 700)).toBeLessThanOrEqual(pill.x + pill.width);
      expect(text.y).toBeLessThanOrEqual(pill.y + pill.height);
      // Above the label panel: the badge never sits on the name.
      expect(pill.y + pill.height).toBeLessThanOrEqual(layout.panel.top - layout.panel.fade);
    }
  });

  it('has no badge on an active account, and no secondary line when there is none', () => {
    const layout = cardFaceLayout(card({ secondary: '' }), measure);
    expect(layout.badge).toBeNull();
    expect(layout.texts.map((text) => text.role)).toEqual(['title', 'amount']);
  });

  it('stacks the lines without overlap, each within the card width', () => {
    const [title, amount, secondary] = cardFaceLayout(
      card({ title: 'Betflix Sport & Casino with a very long name' }),
      measure,
    ).texts;
    if (!title || !amount || !secondary) throw new Error('missing lines');
    expect(amount.y - amount.size * 0.8).toBeGreaterThanOrEqual(title.y);
    expect(secondary.y - secondary.size * 0.8).toBeGreaterThanOrEqual(amount.y);
    expect(title.text.endsWith('…')).toBe(true);
    for (const text of [title, amount, secondary]) {
      expect(text.x + measure(text.text, text.size, text.weight)).toBeLessThanOrEqual(
        CARD_WIDTH - 16,
      );
    }
  });
});

describe('fitText', () => {
  it('keeps a text that fits and cuts one that does not, with an ellipsis', () => {
    expect(fitText('PG Soft', 100, 10, 700, measure)).toBe('PG Soft');
    const cut = fitText('Betflix Sport & Casino', 60, 10, 700, measure);
    expect(cut).toBe('Betflix S…');
    expect(measure(cut, 10, 700)).toBeLessThanOrEqual(60);
  });

  it('cuts between graphemes: a Thai vowel and tone mark stay on their consonant', () => {
    // 'กี่' is one grapheme of three code points; room for five code points at 6 px each.
    expect(fitText('กี่กี่กี่', 30, 10, 700, measure)).toBe('กี่…');
  });

  it('cuts a name of thousands of characters with a dozen measurements', () => {
    let calls = 0;
    const counting: MeasureText = (text, size, weight) => {
      calls += 1;
      return measure(text, size, weight);
    };
    const cut = fitText('x'.repeat(5000), 268, 24, 700, counting);
    expect(measure(cut, 24, 700)).toBeLessThanOrEqual(268);
    // The longest cut that fits: one more character would not.
    expect(measure(`x${cut}`, 24, 700)).toBeGreaterThan(268);
    expect(calls).toBeLessThanOrEqual(16);
  });
});
