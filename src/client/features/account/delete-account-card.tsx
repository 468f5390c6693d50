// "Excluir conta" (decision 012; LGPD deletion): the owner erases the agency. The card says what
// is lost, points to the export first, and asks for the agency's name and the password; the
// server checks the password again and signs everyone out.
import { AlertTriangle, Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { AGENCY_NAME_MISMATCH_MSG, confirmsDeletion, deletionPhrase, PASSWORD_REQUIRED_MSG } from '#shared/data-rights.ts';
import type { User } from '#shared/schemas/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Field } from '../../components/ui/label.tsx';
import { apiRequest, errorMessage } from '../../lib/api.ts';

const LOST = [
  'a equipe e os logins de todos os membros',
  'os clientes e os acessos ao portal',
  'os funis, com todas as versões, comentários e decisões',
  'os links públicos de revisão (passam a não abrir)',
  'a assinatura, cancelada na hora, sem novas cobranças',
];

export function DeleteAccountCard({ user }: { user: User }) {
  const phrase = deletionPhrase(user.agencyName);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ typed?: string; password?: string; server?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const next = {
      typed: confirmsDeletion(typed, user.agencyName) ? undefined : AGENCY_NAME_MISMATCH_MSG,
      password: password ? undefined : PASSWORD_REQUIRED_MSG,
    };
    setErrors(next);
    if (next.typed || next.password) return;
    setBusy(true);
    try {
      await apiRequest('/api/agency', 'DELETE', { password });
    } catch (err) {
      setErrors({ server: errorMessage(err, 'Não foi possível excluir a conta. Tente novamente.') });
      setBusy(false);
      return;
    }
    // The server already ended the session and cleared the cookie. A full load of the landing
    // page drops every cached answer of the deleted agency; a client-side move would let the
    // dashboard's guard, still mounted while the landing chunk loads, send to the login instead.
    window.location.replace('/');
  }

  return (
    <Card className="border-red-200" data-testid="delete-account-card">
      <CardHeader className="flex-row items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-red-50 text-red-700">
          <AlertTriangle className="size-5" aria-hidden="true" />
        </span>
        <div>
          <CardTitle>Excluir conta</CardTitle>
          <CardDescription>Apaga a agência e todos os seus dados. Não dá para desfazer.</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="text-sm text-slate-700">
            <p>Ao excluir, apagamos na hora:</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {LOST.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
            <p className="mt-3">
              Antes, baixe uma cópia em <strong>Baixar dados da agência</strong>: depois da exclusão não há como recuperar nada.
            </p>
          </div>
          <Field
            label={
              <>
                Digite <strong>{phrase}</strong> para confirmar
              </>
            }
            htmlFor="delete-agency-name"
            error={errors.typed}
          >
            <Input id="delete-agency-name" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} aria-invalid={!!errors.typed} />
          </Field>
          <Field label="Sua senha" htmlFor="delete-password" error={errors.password}>
            <Input
              id="delete-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={!!errors.password}
            />
          </Field>
          {errors.server ? (
            <p role="alert" className="text-sm font-medium text-red-600">
              {errors.server}
            </p>
          ) : null}
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
            Excluir conta
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
