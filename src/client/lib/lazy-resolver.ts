// A react-hook-form resolver whose zod schema (and zod itself, about 25 KB gzipped) loads on
// the first validation instead of with the page (issue 14: /auth shows its form without it).
// The schemas stay the shared ones; only the moment they load changes.
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

export function lazyZodResolver<T extends FieldValues>(load: () => Promise<ZodType>): Resolver<T> {
  let ready: Promise<Resolver<T>> | null = null;
  return async (values, context, options) => {
    ready ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<T>,
    );
    return (await ready)(values, context, options);
  };
}
