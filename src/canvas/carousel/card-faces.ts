import { whenIdle } from '../when-idle';
import { drawCardFace, type FaceImages } from './card-face';
import { cardImages, imagesBy } from './card-images';
import type { CarouselRenderer } from './carousel-renderer-client';
import type { CarouselCard, CarouselData } from './carousel-types';

/**
 * The cards' faces, each drawn on one 2D canvas and handed to the renderer's worker as a
 * bitmap that becomes its texture there: drawn when a card arrives, again when its images
 * arrive or its look changes, forgotten (its texture freed) when it leaves. Once stopped,
 * late image answers and queued redraws are dropped.
 */

interface CardView {
  card: CarouselCard;
  images: FaceImages;
  /** What the face last sent was drawn from: an unchanged card is not drawn again. */
  signature: string;
}

export interface FacesContext {
  data(): CarouselData;
  renderer(): CarouselRenderer | null;
  /** Texels per logical pixel of the faces (card-face.ts `faceResolution`). */
  resolution(): number;
  /** A face went to the renderer: the next frame shows it. */
  onFace(): void;
}

export interface CardFaces {
  /** Whether the card has a face (cards without one are left out of frames). */
  has(key: string): boolean;
  /**
   * The first faces, one card per idle task (a 2D drawing is tens of milliseconds at 4x
   * CPU throttling: a carousel's cards at once were a long task), each waiting for its
   * images until `deadline` (a performance.now()) at most. Resolves early once stopped.
   */
  drawFirst(deadline: number): Promise<void>;
  /** Follows the data: new cards get a face, gone ones are forgotten, changed ones redrawn. */
  sync(): void;
  stop(): void;
}

export function createCardFaces(context: FacesContext): CardFaces {
  /** Every face is drawn here, then handed over (`compose`). */
  const faceCanvas = new OffscreenCanvas(1, 1);
  const views = new Map<string, CardView>();
  /**
   * Faces whose images have arrived, redrawn one per idle task (drawing an SVG background
   * is tens of milliseconds on a slow phone): a dozen images arriving together must not
   * become one long task.
   */
  const redraws = new Set<CardView>();
  let flushing = false;
  let stopped = false;

  function signatureOf(card: CarouselCard, focused: boolean): string {
    const data = context.data();
    return JSON.stringify([card, focused, data.colors, data.fontFamily]);
  }

  /**
   * Draws a face on the carousel's one drawing canvas and hands the drawing to the renderer
   * as it is (`transferToImageBitmap` moves it, no copy; the canvas starts blank again).
   */
  function compose(view: CardView, index: number) {
    const data = context.data();
    const renderer = context.renderer();
    const focused = data.focused === index;
    const signature = signatureOf(view.card, focused);
    if (signature === view.signature || !renderer) return;
    view.signature = signature;
    const resolution = context.resolution();
    drawCardFace(faceCanvas, view.card, view.images, {
      resolution,
      colors: data.colors,
      fontFamily: data.fontFamily,
      focused,
    });
    renderer.face(view.card.key, faceCanvas.transferToImageBitmap(), resolution);
    context.onFace();
  }

  async function flushRedraws() {
    if (flushing) return;
    flushing = true;
    while (redraws.size > 0 && !stopped) {
      await whenIdle();
      const [view] = redraws;
      if (!view || stopped) break;
      redraws.delete(view);
      const index = context.data().cards.findIndex((c) => c.key === view.card.key);
      if (index < 0) continue;
      view.signature = '';
      compose(view, index);
    }
    flushing = false;
  }

  function requestImages(view: CardView, card: CarouselCard) {
    void cardImages(card).then((images) => {
      if (stopped || views.get(card.key) !== view) return;
      view.images = images;
      redraws.add(view);
      void flushRedraws();
    });
  }

  /** `loaded`: the card's images, when they are here already (else they are asked for). */
  function addView(card: CarouselCard, loaded: FaceImages | null = null): CardView {
    const view: CardView = {
      card,
      images: loaded ?? { logo: null, background: null },
      signature: '',
    };
    views.set(card.key, view);
    if (!loaded) requestImages(view, card);
    return view;
  }

  return {
    has: (key) => views.has(key),
    async drawFirst(deadline) {
      for (let index = 0; ; index += 1) {
        const next = context.data().cards[index];
        const loaded = next ? await imagesBy(next, deadline) : null;
        await whenIdle();
        if (stopped) return;
        // The data may have changed while the images were awaited.
        const card = context.data().cards[index];
        if (!card) return;
        const same =
          card.key === next?.key && card.logo === next.logo && card.background === next.background;
        if (!views.has(card.key)) compose(addView(card, same ? loaded : null), index);
      }
    },
    sync() {
      const cards = context.data().cards;
      const keys = new Set(cards.map((card) => card.key));
      for (const [key, view] of views) {
        if (keys.has(key)) continue;
        views.delete(key);
        redraws.delete(view);
        context.renderer()?.forget(key);
      }
      cards.forEach((card, index) => {
        let view = views.get(card.key);
        if (!view) {
          view = addView(card);
        } else {
          if (view.card.logo !== card.logo || view.card.background !== card.background) {
            requestImages(view, card);
          }
          view.card = card;
        }
        compose(view, index);
      });
    },
    stop() {
      stopped = true;
      views.clear();
      redraws.clear();
    },
  };
}
