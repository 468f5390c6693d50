// A react-hook-form resolver whose zod schema (and zod itself, about 25 KB gzipped) loads with
// the first validation instead of with the page (lib/load-on-use.tsx): /auth shows its form
// without it. The schemas stay the shared ones; only the moment they load changes.
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { onUse } from './load-on-use.tsx';

export function zodResolverOnUse<T extends FieldValues>(load: () => Promise<ZodType>): Resolver<T> {
  const resolver = onUse(() =>
    Promise.all([load(), import('@hookform/resolvers/zod')]).then(([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<T>),
  );
  return async (values, context, options) => (await resolver.preload())(values, context, options);
}
