// What a tooltip takes: the names the light Tooltip (tooltip.tsx) and the Radix view it loads
// (tooltip-view.tsx) share.
import type { ReactElement, ReactNode } from 'react';

export interface TooltipProps {
  content: ReactNode;
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}
