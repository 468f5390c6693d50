import { describe, expect, it } from 'vitest';
import { invitationMessage, publicLinkMessage, whatsappHref } from './whatsapp.ts';

describe('WhatsApp links', () => {
  it('opens wa.me with the message encoded, line breaks and accents included', () => {
    const href = whatsappHref('Olá!\n\nVeja: https://funil.app/public/abc?x=1&y=2');
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(href).searchParams.get('text')).toBe('Olá!\n\nVeja: https://funil.app/public/abc?x=1&y=2');
  });

  it('the public link message names the funnel and carries the link', () => {
    const m = publicLinkMessage('Funil de Natal', 'https://funil.app/public/abc');
    expect(m).toContain('"Funil de Natal"');
    expect(m).toContain('https://funil.app/public/abc');
  });

  it('the invitation carries the login email and the link, and no password', () => {
    const m = invitationMessage({
      clientName: 'Doce Arte',
      email: 'ana@doce.com',
      portalUrl: 'https://funil.app/client-auth',
      link: 'https://funil.app/client-set-password?token=t',
    });
    expect(m).toContain('ana@doce.com');
    expect(m).toContain('https://funil.app/client-set-password?token=t');
    expect(m).toContain('Doce Arte');
    expect(m.toLowerCase()).not.toMatch(/sua senha é|senha:/);
  });
});
