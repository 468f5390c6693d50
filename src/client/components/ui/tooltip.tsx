import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type * as React from 'react';

export const TooltipProvider = TooltipPrimitive.Provider;

// Each tooltip brings its own provider: the app shell then loads no Radix tooltip (nor its
// positioning library), only the pages that show a tooltip do.

export function Tooltip({
  content,
  children,
  side = 'top',
}: {
  content: React.ReactNode;
  children: React.ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}) {
  return (
    <TooltipPrimitive.Provider delayDuration={300}>
      <TooltipPrimitive.Root>
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
