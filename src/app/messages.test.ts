import { cachedMessages, loadMessages, noteMissingText, onMessages } from './messages';

describe('message parts', () => {
  it('adds a part no screen waited for to the texts already shown, without a new render', async () => {
    await loadMessages('en', ['core']);
    const shown = cachedMessages('en');
    const heard = vi.fn();
    const stop = onMessages(heard);
    await loadMessages('en', ['member']);
    stop();
    // The same object, now holding the new texts: nothing has to render again.
    expect(cachedMessages('en')).toBe(shown);
    expect(Object.keys(shown ?? {}).length).toBeGreaterThan(0);
    expect(heard).toHaveBeenCalledWith('en');
  });

  it('gives the screens new texts to render once one of them was asked for too early', async () => {
    await loadMessages('la', ['core']);
    const shown = cachedMessages('la');
    noteMissingText('la');
    await loadMessages('la', ['member']);
    const next = cachedMessages('la');
    expect(next).not.toBe(shown);
    expect(Object.keys(next ?? {}).length).toBeGreaterThan(Object.keys(shown ?? {}).length);
    // Until the next text asked for too early, parts join quietly again.
    await loadMessages('la', ['spin']);
    expect(cachedMessages('la')).toBe(next);
  });

  it('keeps a text asked for too early to its own language', async () => {
    await loadMessages('th', ['core']);
    const shown = cachedMessages('th');
    noteMissingText('th');
    // Another language's part (a switch under way) does not use up the Thai screen's wait.
    await loadMessages('la', ['deposit']);
    await loadMessages('th', ['deposit']);
    expect(cachedMessages('th')).not.toBe(shown);
  });
});
