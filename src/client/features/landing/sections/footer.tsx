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

export function Footer() {
  const link = 'text-slate-300 transition-colors hover:text-white';
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
        <nav aria-label="Produto">
          <h2 className="text-sm font-semibold text-white">Produto</h2>
          <ul className="mt-4 space-y-3">
            {FOOTER_PRODUCT.map((l) => (
              <li key={l.href}>
                <a href={l.href} className={link}>
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Planos">
          <h2 className="text-sm font-semibold text-white">Planos</h2>
          <ul className="mt-4 space-y-3">
            {FOOTER_PLANS.map((l) => (
              <li key={l.href}>
                <a href={l.href} className={link}>
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Acesso">
          <h2 className="text-sm font-semibold text-white">Acesso</h2>
          <ul className="mt-4 space-y-3">
            <li>
              <a href="/client-auth" className={link}>
                Portal do Cliente
              </a>
            </li>
            <li>
              <a href="/auth?mode=login" className={link}>
                Login Agência
              </a>
            </li>
          </ul>
        </nav>
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
