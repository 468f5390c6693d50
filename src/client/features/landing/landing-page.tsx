// The public landing page at / (spec 01 "Landing page", sections 1 and 9; issue 6).
// The server sends it prerendered (prerender.tsx); on / main.tsx only runs motion.ts on that
// HTML, without React, so the route loads a few KB of JavaScript (budget: 100 KB gzipped).
// Links to other routes are therefore plain anchors (full page loads into the app).
import { Menu, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Logo } from '../../components/logo.tsx';
import { enhanceLanding } from './motion.ts';
import { PricingSection } from './pricing.tsx';
import {
  CanvasEditorSection,
  ClientPortalSection,
  DemoSection,
  FaqSection,
  Footer,
  HeroSection,
  HowItWorksSection,
  ProblemsSection,
  SocialProofSection,
  WhoItsForSection,
} from './sections.tsx';

/** Top navigation (spec 01): four in-page links and two entry points. */
export const NAV_LINKS = [
  { href: '#how-it-works', label: 'Como Funciona' },
  { href: '#social-proof', label: 'Testemunhos' },
  { href: '#pricing', label: 'Planos' },
  { href: '#faq', label: 'FAQ' },
] as const;

function Header() {
  return (
    <header className="sticky top-0 z-50 border-b border-white/10 bg-brand-950/95 text-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
        <a href="#hero" className="rounded-lg" aria-label="Funil, voltar ao início">
          <Logo light />
        </a>
        <nav aria-label="Navegação principal" className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((l) => (
            <a key={l.href} href={l.href} className="rounded-lg px-3 py-2 text-sm font-medium text-brand-100 transition-colors hover:bg-white/10 hover:text-white">
              {l.label}
            </a>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <a href="/client-auth" className="inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold text-white ring-1 ring-white/25 transition-colors ring-inset hover:bg-white/10">
            Portal do Cliente
          </a>
          <a href="/auth?mode=login" className="inline-flex h-10 items-center rounded-lg bg-white px-4 text-sm font-semibold text-brand-800 shadow-sm transition-colors hover:bg-brand-50">
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
            <a href="/client-auth" className="inline-flex h-12 items-center justify-center rounded-lg text-sm font-semibold text-white ring-1 ring-white/25 ring-inset hover:bg-white/10">
              Portal do Cliente
            </a>
            <a href="/auth?mode=login" className="inline-flex h-12 items-center justify-center rounded-lg bg-white text-sm font-semibold text-brand-800 hover:bg-brand-50">
              Login Agência
            </a>
          </div>
        </nav>
      </div>
    </header>
  );
}

export default function LandingPage() {
  const rootRef = useRef<HTMLDivElement>(null);
  // Inside the app (client-side navigation to /) React renders the page; the behaviour is
  // the same DOM code main.tsx runs on the prerendered page.
  useEffect(() => (rootRef.current ? enhanceLanding(rootRef.current) : undefined), []);

  return (
    <div ref={rootRef} data-landing="" className="min-h-dvh bg-white text-slate-900">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow-lg">
        Pular para o conteúdo
      </a>
      <Header />
      <main id="main">
        <HeroSection />
        <DemoSection />
        <ProblemsSection />
        <HowItWorksSection />
        <WhoItsForSection />
        <ClientPortalSection />
        <CanvasEditorSection />
        <SocialProofSection />
        <PricingSection />
        <FaqSection />
      </main>
      <Footer />
    </div>
  );
}
