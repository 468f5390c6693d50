import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { TooltipProps } from './tooltip-props.ts';

// Each tooltip brings its own provider: a page loads Radix Tooltip (and its positioning
// library) only once a tooltip is used; tooltip.tsx loads this module (lib/load-on-use.tsx).
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
