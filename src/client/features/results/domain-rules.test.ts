// Adicionar refuses what the server would refuse, with the server's words, before any call.
import { describe, expect, it } from 'vitest';
import { DOMAIN_MSG, MAX_DOMAINS, TOO_MANY_DOMAINS_MSG } from '#shared/schemas/tracking.ts';
import { addDomain } from './domain-rules.ts';

describe('adding an allowed domain', () => {
  it('keeps only the host, in lower case', async () => {
    expect(await addDomain(['a.com.br'], '  https://www.Loja.com.br/x?y=1 ')).toEqual({ ok: true, list: ['a.com.br', 'www.loja.com.br'] });
  });

  it('refuses what is not a domain with the server message', async () => {
    expect(await addDomain([], 'nao é domínio')).toEqual({ ok: false, error: `${DOMAIN_MSG} Recebido: "nao é domínio".` });
    expect(await addDomain([], '   ')).toEqual({ ok: false, error: DOMAIN_MSG });
  });

  it('refuses a repeat and a list past the limit', async () => {
    expect(await addDomain(['loja.com.br'], 'LOJA.com.br')).toEqual({ ok: false, error: 'loja.com.br já está na lista.' });
    const full = Array.from({ length: MAX_DOMAINS }, (_, i) => `d${i}.com.br`);
    expect(await addDomain(full, 'mais.com.br')).toEqual({ ok: false, error: TOO_MANY_DOMAINS_MSG });
  });
});
