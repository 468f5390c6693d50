import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/utils.ts';

export const badgeVariants = cva('inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap', {
  variants: {
    tone: {
      gray: 'border-slate-200 bg-slate-100 text-slate-700',
      blue: 'border-blue-200 bg-blue-50 text-blue-700',
      green: 'border-emerald-200 bg-emerald-50 text-emerald-700',
      orange: 'border-orange-200 bg-orange-50 text-orange-700',
      red: 'border-red-200 bg-red-50 text-red-700',
      brand: 'border-brand-200 bg-brand-50 text-brand-700',
    },
  },
  defaultVariants: { tone: 'gray' },
});

export const Badge = ({ className, tone, ...p }: React.HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) => (
  <span className={cn(badgeVariants({ tone }), className)} {...p} />
);
