import { type FaceImages, loadImage } from './card-face';
import type { CarouselCard } from './carousel-types';

/**
 * A card's logo and background, asked for where they are needed and shared by every ask
 * (loadImage keeps one request per address).
 */

/**
 * How long, from the scene's start, the cards' first drawings wait for their logos and
 * backgrounds: one deadline for the whole carousel, so that slow images delay its first
 * frame by this much at most, never this much per card. Drawn without them and then again
 * with them, each face was drawn and sent twice.
 */
export const IMAGE_WAIT_MS = 1000;
/**
 * Cards whose images are asked for in one task. Each request costs the main thread a
 * little (more with the developer tools' network panel open, as Lighthouse has it): a
 * carousel of 14 games asked for its 28 images in one 20-40 ms task.
 */
const IMAGE_BATCH_CARDS = 4;

export function cardImages(card: CarouselCard): Promise<FaceImages> {
  return Promise.all([loadImage(card.logo), loadImage(card.background)]).then(
    ([logo, background]) => ({ logo, background }),
  );
}

/** The card's images, or null when they are not here by `deadline` (a performance.now()). */
export function imagesBy(card: CarouselCard, deadline: number): Promise<FaceImages | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), Math.max(0, deadline - performance.now()));
    void cardImages(card).then((images) => {
      clearTimeout(timer);
      resolve(images);
    });
  });
}

/**
 * Asks for the cards' images a few cards per task, from the first card on (the order the
 * faces are drawn in), none in the caller's task; stops once `cancelled()`.
 */
export function prefetchCardImages(cards: readonly CarouselCard[], cancelled: () => boolean): void {
  void (async () => {
    for (let index = 0; index < cards.length; index += IMAGE_BATCH_CARDS) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (cancelled()) return;
      for (const card of cards.slice(index, index + IMAGE_BATCH_CARDS)) void cardImages(card);
    }
  })();
}
