// The dashboard shell (docs/product.md).
import { CreditCard, FileText, GitBranch, LayoutDashboard, LayoutTemplate, LineChart, Lock, LogOut, Menu, ShieldAlert, Users, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { canAccessView, type DashboardView, deniedHint } from '#shared/permissions.ts';
import { useAuth } from '../lib/auth.tsx';
import { cn } from '../lib/utils.ts';
import { Logo } from './logo.tsx';
import { Button } from './ui/button.tsx';

export const NAV_ITEMS: { view: DashboardView; label: string; icon: typeof Users }[] = [
  { view: 'overview', label: 'Painel Geral', icon: LayoutDashboard },
  { view: 'clients', label: 'Clientes', icon: Users },
  { view: 'funnels', label: 'Funis', icon: GitBranch },
  { view: 'resultados', label: 'Resultados', icon: LineChart },
  { view: 'templates', label: 'Templates', icon: LayoutTemplate },
  { view: 'account', label: 'Conta', icon: FileText },
];

function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <nav aria-label="Menu principal" className="flex h-full flex-col bg-slate-950 px-3 py-5 text-slate-300">
      <Link to="/dashboard/overview" className="mb-8 px-3" onClick={onNavigate}>
        <Logo light />
      </Link>
      <ul className="flex flex-1 flex-col gap-1">
        {NAV_ITEMS.map(({ view, label, icon: Icon }) => {
          const allowed = canAccessView(user, view);
          if (!allowed) {
            return (
              <li key={view}>
                <button
                  type="button"
                  disabled
                  aria-disabled="true"
                  data-testid={`nav-${view}`}
                  className="flex w-full cursor-not-allowed items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-slate-500"
                  title="Bloqueado"
                >
                  <Icon className="size-4" aria-hidden="true" />
                  <span className="flex-1 text-left">{label}</span>
                  <span className="inline-flex items-center gap-1 rounded bg-slate-800 px-1.5 py-0.5 text-[10px] font-medium uppercase tracking-wide text-slate-400">
                    <Lock className="size-3" aria-hidden="true" />
                    Bloqueado
                  </span>
                </button>
              </li>
            );
          }
          return (
            <li key={view}>
              <NavLink
                to={`/dashboard/${view}`}
                data-testid={`nav-${view}`}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn('flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors', isActive ? 'bg-brand-700 text-white' : 'hover:bg-slate-800 hover:text-white')
                }
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          );
        })}
      </ul>
      <div className="mt-6 border-t border-slate-800 pt-4">
        <div className="mb-3 px-3">
          <p className="truncate text-sm font-medium text-white">{user.name}</p>
          <p className="truncate text-xs text-slate-400">{user.email}</p>
        </div>
        <button
          type="button"
          onClick={async () => {
            await logout();
            navigate('/auth?mode=login', { replace: true });
          }}
          className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium hover:bg-slate-800 hover:text-white"
        >
          <LogOut className="size-4" aria-hidden="true" />
          Sair
        </button>
      </div>
    </nav>
  );
}

export function DashboardLayout({ children, deniedFrom, notice }: { children: ReactNode; deniedFrom?: string | null; notice?: ReactNode }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [denied, setDenied] = useState(deniedFrom);
  const location = useLocation();
  useEffect(() => setDenied(deniedFrom), [deniedFrom]);
  useEffect(() => setOpen(false), [location.pathname]);
  return (
    <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="sticky top-0 hidden h-dvh lg:block">
        <Sidebar />
      </aside>
      <header className="sticky top-0 z-30 flex items-center justify-between border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden">
        <Button variant="ghost" size="icon" aria-label="Abrir menu" aria-expanded={open} onClick={() => setOpen(true)}>
          <Menu className="size-5" />
        </Button>
        <Link to="/dashboard/overview">
          <Logo className="[&_span]:text-lg [&_svg]:size-7" />
        </Link>
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard/account">
            <CreditCard /> Planos
          </Link>
        </Button>
      </header>
      {open ? (
        <div className="fixed inset-0 z-50 lg:hidden" role="dialog" aria-modal="true" aria-label="Menu">
          <button type="button" aria-label="Fechar menu" className="absolute inset-0 bg-slate-950/60" onClick={() => setOpen(false)} />
          <div className="absolute inset-y-0 left-0 w-72 max-w-[85vw] shadow-2xl">
            <Sidebar onNavigate={() => setOpen(false)} />
            <button type="button" aria-label="Fechar menu" className="absolute right-3 top-5 rounded-md p-1 text-slate-300 hover:bg-slate-800" onClick={() => setOpen(false)}>
              <X className="size-5" />
            </button>
          </div>
        </div>
      ) : null}
      <main className="min-w-0 px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
        {notice}
        {denied && user ? (
          <div role="alert" className="mb-6 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
            <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div className="flex-1">
              <p className="font-semibold">Acesso Negado</p>
              <p className="text-sm">Você não tem permissão para acessar esta página.</p>
              <p className="mt-1 text-sm text-red-700">{deniedHint(user)}</p>
            </div>
            <button type="button" aria-label="Fechar aviso" onClick={() => setDenied(null)} className="rounded-md p-1 hover:bg-red-100">
              <X className="size-4" />
            </button>
          </div>
        ) : null}
        {children}
      </main>
    </div>
  );
}
