import type * as React from 'react';

/** The count above a paged list (usePagedList), once loaded; says so while new filters are loading. */
export function ListTotal({
  list,
  className,
  testId,
  children,
}: {
  list: { isSuccess: boolean; isPlaceholderData: boolean };
  className: string;
  testId: string;
  children: React.ReactNode;
}) {
  if (!list.isSuccess) return null;
  return (
    <p className={className} aria-live="polite" data-testid={testId}>
      {children}
      {list.isPlaceholderData ? ' · Buscando...' : ''}
    </p>
  );
}
