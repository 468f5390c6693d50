import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/utils.ts';

export const Card = ({ className, ...p }: React.HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', className)} {...p} />
);
export const CardHeader = ({ className, ...p }: React.HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('flex flex-col gap-1 p-5 pb-3', className)} {...p} />
);
export const CardTitle = ({ className, ...p }: React.HTMLAttributes<HTMLHeadingElement>) => (
  <h3 className={cn('text-base font-semibold text-slate-900', className)} {...p} />
);
export const CardDescription = ({ className, ...p }: React.HTMLAttributes<HTMLParagraphElement>) => (
  <p className={cn('text-sm text-slate-500', className)} {...p} />
);
export const CardContent = ({ className, ...p }: React.HTMLAttributes<HTMLDivElement>) => <div className={cn('p-5 pt-0', className)} {...p} />;
export const CardFooter = ({ className, ...p }: React.HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('flex items-center gap-2 p-5 pt-0', className)} {...p} />
);

/** A card's title beside its icon on a tinted square; `fixed` keeps the square from narrowing when the text wraps. */
export function CardHeading({ icon: Icon, title, description, fixed = false }: { icon: LucideIcon; title: string; description: string; fixed?: boolean }) {
  return (
    <>
      <span className={cn('flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700', fixed && 'shrink-0')}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </div>
    </>
  );
}

/** A card's header: its heading and, on the right, what it offers (an Editar or Gerenciar button). */
export function CardHeaderWithAction({ action, ...heading }: React.ComponentProps<typeof CardHeading> & { action: React.ReactNode }) {
  return (
    <CardHeader className="flex-row items-start justify-between gap-3">
      <div className="flex items-center gap-3">
        <CardHeading {...heading} />
      </div>
      {action}
    </CardHeader>
  );
}
