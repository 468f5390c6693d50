// The sticky header (docs/product.md). Links to other routes are plain anchors: the
// page runs without React on / (see landing-page.tsx).
import { Menu, X } from 'lucide-react';
import { Logo } from '../../../components/logo.tsx';

/** Top navigation (docs/product.md): four in-page links and two entry points. */
export const NAV_LINKS = [
  { href: '#how-it-works', label: 'Como Funciona' },
  { href: '#social-proof', label: 'Testemunhos' },
  { href: '#pricing', label: 'Planos' },
  { href: '#faq', label: 'FAQ' },
] as const;

export function Header() {
  return (
    <header className="sticky top-0 z-50 border-b border-white/10 bg-brand-950/95 text-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
        <a href="#hero" className="rounded-lg" aria-label="Funil, voltar ao início">
          <Logo light />
        </a>
        <nav aria-label="Navegação principal" className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((l) => (
            <a
              key={l.href}
              href={l.href}
              className="rounded-lg px-3 py-2 text-sm font-medium text-brand-100 transition-colors hover:bg-white/10 hover:text-white"
            >
              {l.label}
            </a>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <a
            href="/client-auth"
            className="inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold text-white ring-1 ring-white/25 transition-colors ring-inset hover:bg-white/10"
          >
            Portal do Cliente
          </a>
          <a
            href="/auth?mode=login"
            className="inline-flex h-10 items-center rounded-lg bg-white px-4 text-sm font-semibold text-brand-800 shadow-sm transition-colors hover:bg-brand-50"
          >
            Login Agência
          </a>
        </div>
        {/* Opened and closed by motion.ts (the page runs without React on /). */}
        <button
          type="button"
          data-menu-toggle=""
          className="group inline-flex size-11 items-center justify-center rounded-lg text-white hover:bg-white/10 md:hidden"
          aria-expanded="false"
          aria-controls="menu-mobile"
          aria-label="Abrir menu"
        >
          <Menu className="size-6 group-aria-expanded:hidden" aria-hidden="true" />
          <X className="hidden size-6 group-aria-expanded:block" aria-hidden="true" />
        </button>
      </div>
      <div id="menu-mobile" hidden className="border-t border-white/10 bg-brand-950 md:hidden">
        <nav aria-label="Menu móvel" className="mx-auto flex max-w-6xl flex-col gap-1 px-5 py-4">
          {NAV_LINKS.map((l) => (
            <a key={l.href} href={l.href} className="rounded-lg px-3 py-3 text-base font-medium text-brand-50 hover:bg-white/10">
              {l.label}
            </a>
          ))}
          <div className="mt-3 grid grid-cols-2 gap-3">
            <a
              href="/client-auth"
              className="inline-flex h-12 items-center justify-center rounded-lg text-sm font-semibold text-white ring-1 ring-white/25 ring-inset hover:bg-white/10"
            >
              Portal do Cliente
            </a>
            <a
              href="/auth?mode=login"
              className="inline-flex h-12 items-center justify-center rounded-lg bg-white text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              Login Agência
            </a>
          </div>
        </nav>
      </div>
    </header>
  );
}
