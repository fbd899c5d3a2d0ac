import { useEffect, useRef } from 'react';
import type { WizardState } from './wizard-state';

/**
 * Focus follows the wizard: once a step has rendered, its heading or the field that needs
 * the player (for a choice, its checked option). Runs after the render, so a field of the
 * step just shown is there to be focused.
 */
export function useWizardFocus(request: WizardState['focus']) {
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!request) return;
    if (request.target === 'heading') {
      headingRef.current?.focus();
      return;
    }
    const selector = `[name="${request.target}"]`;
    const element =
      formRef.current?.querySelector<HTMLElement>(`${selector}:checked`) ??
      formRef.current?.querySelector<HTMLElement>(selector);
    element?.focus();
  }, [request]);
  return { formRef, headingRef };
}
