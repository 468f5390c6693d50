// Conta (docs/product.md; D3, D4, D20).
import { LifeBuoy, Mail } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { can, isOwner } from '#shared/permissions.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardHeading } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { AgencyCard } from './agency-card.tsx';
import { DeleteAccountCard } from './delete-account-card.tsx';
import { ExportCard } from './export-card.tsx';
import { InvoicesCard } from './invoices-card.tsx';
import { PlansSection } from './plans-section.tsx';
import { TeamCard } from './team-card.tsx';

function SupportCard() {
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-3">
        <CardHeading icon={LifeBuoy} title="Suporte" description="Precisa de ajuda? Fale com a nossa equipe." />
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <a href="mailto:suporte@funil.app">
            <Mail /> suporte@funil.app
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}

export default function AccountPage() {
  const { user, refresh } = useAuth();
  const [params, setParams] = useSearchParams();
  const handled = useRef<string | null>(null);
  const { hash } = useLocation();

  // "Fazer upgrade" (D5 plan limits) links to #planos: bring the plans into view.
  useEffect(() => {
    if (hash === '#planos' && user) document.getElementById('planos')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [hash, user]);

  // Return from payment: toast, clean the URL, refresh the user (docs/product.md).
  useEffect(() => {
    const upgrade = params.get('upgrade');
    if (!upgrade || handled.current === upgrade) return;
    handled.current = upgrade;
    if (upgrade === 'success') toast({ title: 'Upgrade realizado com sucesso!', description: 'Seu plano já está ativo.', variant: 'success' });
    else if (upgrade === 'renewed')
      toast({ title: 'Assinatura ativa novamente!', description: 'Bem-vindo de volta: seus clientes e funis estão como você deixou.', variant: 'success' });
    else if (upgrade === 'cancelled') toast({ title: 'Upgrade cancelado', description: 'Nenhuma cobrança foi feita.' });
    const next = new URLSearchParams(params);
    next.delete('upgrade');
    setParams(next, { replace: true });
    void refresh();
  }, [params, setParams, refresh]);

  if (!user) return <PageLoader />;
  return (
    <div className="space-y-6">
      <PageHeader title="Conta" subtitle="Dados da agência, equipe e plano" />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <AgencyCard user={user} />
        <div className="min-w-0 space-y-6">
          <TeamCard user={user} />
          <SupportCard />
        </div>
      </div>
      {/* Hidden for team members (docs/product.md). */}
      {can(user, 'plans:read') ? <PlansSection user={user} /> : null}
      {can(user, 'billing:write') ? <InvoicesCard /> : null}
      {/* The agency's data rights are the owner's (decision 012). */}
      {isOwner(user) ? (
        <section aria-label="Seus dados" className="grid grid-cols-1 gap-6 xl:grid-cols-2">
          <ExportCard />
          <DeleteAccountCard user={user} />
        </section>
      ) : null}
    </div>
  );
}
