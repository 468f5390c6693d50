// The verified-guest cookie (decision 008). One cookie per public link, so a reviewer verified on
// several funnels keeps each; the name carries a digest of the link, never the link itself.
import type { FastifyReply } from 'fastify';
import { GUEST_TTL_MS } from '../domain/public-review/guest-reviewer.ts';
import { sha256 } from '../lib/crypto.ts';

export const guestCookieName = (link: string) => `funil_guest_${sha256(link).slice(0, 16)}`;

/** Same flags as the session cookies (plugins/session.ts): httpOnly, lax, Secure behind HTTPS. */
export function setGuestCookie(reply: FastifyReply, link: string, token: string): void {
  reply.setCookie(guestCookieName(link), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.deps.config.secureCookies,
    maxAge: GUEST_TTL_MS / 1000,
  });
}
