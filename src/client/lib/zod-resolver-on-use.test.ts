import { describe, expect, it, vi } from 'vitest';
import { LoginSchema } from '#shared/schemas/auth.ts';
import { zodResolverOnUse } from './zod-resolver-on-use.ts';

const opts = { fields: {}, shouldUseNativeValidation: false } as never;

describe('zodResolverOnUse', () => {
  it('validates with the shared schema, loading it once, on the first validation', async () => {
    const load = vi.fn(async () => LoginSchema);
    const resolver = zodResolverOnUse<{ email: string; password: string }>(load);
    expect(load).not.toHaveBeenCalled();
    const bad = await resolver({ email: 'não-é-email', password: '' }, undefined, opts);
    expect(Object.keys(bad.errors)).toContain('email');
    expect(bad.errors.email?.message).toBe(
      LoginSchema.safeParse({ email: 'não-é-email', password: '' }).error?.issues.find((i) => i.path[0] === 'email')?.message,
    );
    const good = await resolver({ email: 'ana@agencia.com.br', password: 'senha123' }, undefined, opts);
    expect(good.errors).toEqual({});
    expect(good.values).toEqual({ email: 'ana@agencia.com.br', password: 'senha123' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
