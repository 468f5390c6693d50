import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { addressesToOpen, startLines } from './start-lines.ts';

const nic = (address: string, family: 'IPv4' | 'IPv6' = 'IPv4', internal = false) => ({ address, family, internal }) as NetworkInterfaceInfo;
const interfaces = { lo: [nic('127.0.0.1', 'IPv4', true)], eth0: [nic('192.168.0.7'), nic('fe80::1', 'IPv6')], wlan0: [nic('10.0.0.3')] };

describe('the addresses npm start prints', () => {
  it('listening everywhere without PUBLIC_URL: localhost, 127.0.0.1 and each LAN IPv4 address', () => {
    expect(addressesToOpen({ publicUrl: 'http://localhost:3000', publicUrlGiven: false, host: '0.0.0.0', port: 3000 }, interfaces)).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://192.168.0.7:3000',
      'http://10.0.0.3:3000',
    ]);
  });
  it('with PUBLIC_URL only its origin, the one the origin check accepts', () => {
    expect(addressesToOpen({ publicUrl: 'https://funil.agencia.com.br', publicUrlGiven: true, host: '0.0.0.0', port: 3000 }, interfaces)).toEqual([
      'https://funil.agencia.com.br',
    ]);
  });
  it('on a loopback host no LAN address; on one LAN address only that one', () => {
    expect(addressesToOpen({ publicUrl: 'http://localhost:4000', publicUrlGiven: false, host: '127.0.0.1', port: 4000 }, interfaces)).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
    ]);
    expect(addressesToOpen({ publicUrl: 'http://localhost:4000', publicUrlGiven: false, host: '10.0.0.3', port: 4000 }, interfaces)).toEqual([
      'http://10.0.0.3:4000',
    ]);
  });
});

describe('the start lines', () => {
  it('name the first address, the others, the demo logins with where to use them, and the outbox', () => {
    const lines = startLines({
      addresses: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      database: 'PGlite em /dados',
      demo: { agency: { email: 'demo@funil.app', password: 'demo1234' }, client: { email: 'c@funil.app', password: 'c1234567' } },
      outbox: '/dados/outbox',
    });
    expect(lines).toEqual([
      'Funil rodando em http://localhost:3000 (banco: PGlite em /dados)',
      '  também em http://127.0.0.1:3000',
      'Agência demo criada, com um cliente e um funil publicado:',
      '  agência  demo@funil.app / demo1234  em http://localhost:3000/auth',
      '  cliente  c@funil.app / c1234567  em http://localhost:3000/client-auth',
      'Emails vão para /dados/outbox (uma linha por email enviado).',
    ]);
  });
  it('say nothing of a demo or an outbox there is not', () => {
    expect(startLines({ addresses: ['https://funil.example'], database: 'PostgreSQL' })).toEqual([
      'Funil rodando em https://funil.example (banco: PostgreSQL)',
    ]);
  });
});
