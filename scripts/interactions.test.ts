import { groupInteractions, latencySince } from './interactions.mjs';

const entry = (name: string, interactionId: number, startTime: number, duration: number) => ({
  name,
  interactionId,
  startTime,
  duration,
});

describe('groupInteractions', () => {
  it('makes one interaction of a tap’s entries, as long as its longest one', () => {
    const tap = [
      entry('pointerdown', 7, 100, 24),
      entry('pointerup', 7, 180, 136),
      entry('click', 7, 181, 136),
    ];
    expect(groupInteractions(tap)).toEqual([
      { id: 7, startTime: 100, duration: 136, names: ['pointerdown', 'pointerup', 'click'] },
    ]);
  });

  it('keeps interactions apart and leaves out entries of none (hovers)', () => {
    const entries = [
      entry('keydown', 12, 500, 40),
      entry('pointerover', 0, 10, 300),
      entry('pointerdown', 9, 200, 32),
      entry('keyup', 12, 560, 24),
      entry('click', 9, 260, 48),
    ];
    expect(groupInteractions(entries).map(({ id, duration }) => [id, duration])).toEqual([
      [9, 48],
      [12, 40],
    ]);
  });
});

describe('latencySince', () => {
  const entries = [
    entry('click', 3, 100, 240),
    entry('keydown', 4, 1000, 56),
    entry('keydown', 5, 1100, 88),
    entry('keyup', 5, 1150, 24),
  ];

  it('is the slowest interaction that started after the mark, not an earlier tap', () => {
    expect(latencySince(entries, 900)).toBe(88);
  });

  it('is 0 when nothing was reported: every interaction was under the threshold', () => {
    expect(latencySince(entries, 2000)).toBe(0);
    expect(latencySince([], 0)).toBe(0);
  });
});
