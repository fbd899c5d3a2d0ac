import { cardPose } from './carousel-layout';
import type { CardPose } from './carousel-protocol';
import type { CarouselCard } from './carousel-types';

/** A grey of `brightness` (0-1) as 0xRRGGBB, multiplied into a face to dim it. */
function brightnessTint(brightness: number): number {
  const channel = Math.round(255 * brightness);
  return (channel << 16) | (channel << 8) | channel;
}

/**
 * The poses of one frame: every card in view at `position` that has a face (`hasFace`),
 * as the renderer draws it (carousel-protocol.ts).
 */
export function framePoses(
  cards: readonly CarouselCard[],
  position: number,
  hasFace: (key: string) => boolean,
): CardPose[] {
  const list: CardPose[] = [];
  cards.forEach((card, index) => {
    if (!hasFace(card.key)) return;
    const pose = cardPose(index - position);
    if (!pose.visible) return;
    list.push({
      key: card.key,
      corners: pose.corners,
      alpha: pose.alpha,
      tint: brightnessTint(pose.brightness),
      zIndex: Math.round(pose.depth * 100),
    });
  });
  return list;
}
