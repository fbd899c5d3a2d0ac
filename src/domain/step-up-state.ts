import { atom } from 'jotai';

/**
 * The open step-up password dialog, if any (step-up.ts). Apart from the rest so that the
 * app's host, on every member page, carries only this.
 */
export interface StepUpRequest {
  /** true: the password was proven; false: the player cancelled. */
  resolve: (proven: boolean) => void;
}

export const stepUpAtom = atom<StepUpRequest | null>(null);
