import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { Button } from '../../components/ui/button.tsx';

export default function NotFoundPage() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-6 text-center">
      <Logo className="mb-10" />
      <Compass className="mb-4 size-12 text-brand-600" aria-hidden="true" />
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Erro 404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Página não encontrada</h1>
      <p className="mt-3 max-w-md text-slate-600">O endereço que você abriu não existe ou foi movido. Confira o link ou volte para o início.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Voltar ao início</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/auth?mode=login">Login Agência</Link>
        </Button>
      </div>
    </div>
  );
}
