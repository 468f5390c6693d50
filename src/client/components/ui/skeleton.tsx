import type * as React from 'react';
import { cn } from '../../lib/utils.ts';

export const Skeleton = ({ className, ...p }: React.HTMLAttributes<HTMLDivElement>) => (
  <div aria-hidden="true" data-testid="skeleton" className={cn('animate-pulse rounded-md bg-slate-200', className)} {...p} />
);
