import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type * as React from 'react';
import { registerTooltipView } from './tooltip.tsx';

export const TooltipProvider = TooltipPrimitive.Provider;

export interface TooltipProps {
  content: React.ReactNode;
  children: React.ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

// Each tooltip brings its own provider: a page loads Radix Tooltip (and its positioning
// library) only once a tooltip is used; tooltip.tsx loads this module on first use.
export function TooltipView({ content, children, side = 'top', defaultOpen }: TooltipProps & { defaultOpen?: boolean }) {
  return (
    <TooltipPrimitive.Provider delayDuration={300}>
      <TooltipPrimitive.Root defaultOpen={defaultOpen}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content side={side} sideOffset={6} className="z-50 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs text-white shadow-md">
            {content}
            <TooltipPrimitive.Arrow className="fill-slate-900" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}

registerTooltipView(TooltipView);
