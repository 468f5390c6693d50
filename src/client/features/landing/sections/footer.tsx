// The footer (docs/product.md).
import { Lock } from 'lucide-react';
import { Logo } from '../../../components/logo.tsx';
import { container } from '../ui.tsx';

const FOOTER_PRODUCT = [
  { href: '#how-it-works', label: 'Como Funciona' },
  { href: '#canvas-editor', label: 'Editor de Funis' },
  { href: '#client-portal', label: 'Aprovação pelo cliente' },
  { href: '#social-proof', label: 'Testemunhos' },
  { href: '#faq', label: 'FAQ' },
];
const FOOTER_PLANS = [
  { href: '#pricing', label: 'Planos e preços' },
  { href: '#who-its-for', label: 'Para quem é' },
  { href: '#demo', label: 'Demonstração' },
];
const FOOTER_ACCESS = [
  { href: '/client-auth', label: 'Portal do Cliente' },
  { href: '/auth?mode=login', label: 'Login Agência' },
];
const link = 'text-slate-300 transition-colors hover:text-white';

function FooterNav({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href} className={link}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer id="footer" className="bg-slate-950 text-slate-300">
      <div className={`${container} grid gap-12 py-16 md:grid-cols-[2fr_1fr_1fr_1fr]`}>
        <div>
          <Logo light />
          <p className="mt-4 max-w-xs leading-relaxed text-slate-400">
            Funis de vendas visuais, colaboração em tempo real e aprovação do cliente em um só lugar.
          </p>
          <p className="mt-6 inline-flex items-center gap-2 text-sm text-slate-400">
            <Lock className="size-4" aria-hidden="true" /> Pagamento seguro · SSL 256 bits
          </p>
        </div>
        <FooterNav title="Produto" links={FOOTER_PRODUCT} />
        <FooterNav title="Planos" links={FOOTER_PLANS} />
        <FooterNav title="Acesso" links={FOOTER_ACCESS} />
      </div>
      <div className="border-t border-white/10">
        <div className={`${container} flex flex-wrap items-center justify-between gap-3 py-6 text-sm text-slate-400`}>
          <p>© {new Date().getFullYear()} Funil. Todos os direitos reservados.</p>
          <a href="/privacidade" className={link}>
            Privacidade
          </a>
        </div>
      </div>
    </footer>
  );
}
