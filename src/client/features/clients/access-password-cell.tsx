// The Senha column of Painel do Cliente (D8): a password the agency typed shows as dots, with an
// eye for owner and admin; a password the client chose through the invitation is never readable
// and says so; an access invited without a password waits for the client to choose one.
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import type { Access } from '#shared/schemas/clients.ts';
import { Button } from '../../components/ui/button.tsx';

export const PASSWORD_SET_BY_CLIENT = 'Senha definida pelo cliente';
export const PASSWORD_PENDING = 'Aguardando o cliente definir';

export function AccessPasswordCell({ access, mayReveal }: { access: Access; mayReveal: boolean }) {
  const [shown, setShown] = useState(false);
  if (access.passwordSetByClient || access.passwordPending) {
    return (
      <span className="text-slate-600" data-testid="access-password-state">
        {access.passwordSetByClient ? PASSWORD_SET_BY_CLIENT : PASSWORD_PENDING}
      </span>
    );
  }
  const pw = access.decryptedPassword;
  if (!mayReveal || !pw) {
    return (
      <span className="font-mono text-slate-500" role="img" aria-label="Senha oculta">
        ••••••••
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1">
      <span className="font-mono" data-testid="access-password">
        {shown ? pw : '••••••••'}
      </span>
      <Button variant="ghost" size="icon" className="size-7" aria-label={shown ? 'Ocultar senha' : 'Mostrar senha'} onClick={() => setShown((s) => !s)}>
        {shown ? <EyeOff /> : <Eye />}
      </Button>
    </span>
  );
}
