// "Verificar meu email" on a public link (decision 008): name and email, a 6-digit code by email,
// then the server's reviewer cookie makes this browser's decisions and comments verified.
// Every refusal (wrong or expired code, too many tries) is the server's pt-BR text.
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, MailCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { GUEST_CODE_MSG, type PublicIdentity, PublicIdentitySchema, type PublicReviewer } from '#shared/schemas/portal.ts';
import { PrivacyNote } from '../../components/privacy-note.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Field } from '../../components/ui/label.tsx';
import { apiRequest, errorMessage } from '../../lib/api.ts';
import { earlierComments, forgetEarlierComments } from './reviewer-store.ts';

/** A new code can be asked for after this wait (the server also caps codes per email). */
export const RESEND_AFTER_S = 30;

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `/api/public/canvas/{link}` */
  apiBase: string;
  initial: PublicIdentity | null;
  onVerified: (reviewer: PublicReviewer) => void;
}

export function VerifyEmailDialog({ open, onOpenChange, apiBase, initial, onVerified }: Props) {
  const [sentTo, setSentTo] = useState<PublicIdentity | null>(null);
  // A fresh start each time the dialog opens.
  useEffect(() => {
    if (open) setSentTo(null);
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Verificar meu email</DialogTitle>
          <DialogDescription>
            {sentTo ? (
              <>
                Enviamos um código de 6 dígitos para <strong className="break-all text-slate-900">{sentTo.email}</strong>. Ele vale por 15 minutos.
              </>
            ) : (
              'Enviaremos um código de 6 dígitos para o seu email. Depois de confirmá-lo, sua aprovação e seus comentários aparecem para a agência como verificados.'
            )}
          </DialogDescription>
        </DialogHeader>
        {sentTo ? (
          <CodeStep apiBase={apiBase} who={sentTo} onBack={() => setSentTo(null)} onVerified={onVerified} />
        ) : (
          <IdentityStep apiBase={apiBase} initial={initial} onSent={setSentTo} />
        )}
        <PrivacyNote />
      </DialogContent>
    </Dialog>
  );
}

function IdentityStep({ apiBase, initial, onSent }: { apiBase: string; initial: PublicIdentity | null; onSent: (who: PublicIdentity) => void }) {
  const form = useForm<PublicIdentity>({ resolver: zodResolver(PublicIdentitySchema), defaultValues: initial ?? { clientName: '', email: '' } });
  const { errors, isSubmitting } = form.formState;
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(async (v) => {
        setError(null);
        try {
          await apiRequest(`${apiBase}/identify`, 'POST', v);
          onSent(v);
        } catch (e) {
          setError(errorMessage(e, 'Não foi possível enviar o código.'));
        }
      })}
    >
      <Field label="Nome" htmlFor={`${id}-name`} error={errors.clientName?.message}>
        <Input id={`${id}-name`} autoComplete="name" aria-invalid={!!errors.clientName} {...form.register('clientName')} />
      </Field>
      <Field label="Email" htmlFor={`${id}-email`} error={errors.email?.message}>
        <Input id={`${id}-email`} type="email" autoComplete="email" aria-invalid={!!errors.email} {...form.register('email')} />
      </Field>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <MailCheck aria-hidden="true" />} Enviar código
      </Button>
    </form>
  );
}

function CodeStep({ apiBase, who, onBack, onVerified }: { apiBase: string; who: PublicIdentity; onBack: () => void; onVerified: (r: PublicReviewer) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState<'verify' | 'resend' | null>(null);
  const [wait, setWait] = useState(RESEND_AFTER_S);
  useEffect(() => {
    if (wait <= 0) return;
    const t = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);

  const verify = async () => {
    setNotice(null);
    if (!/^\d{6}$/.test(code)) return setError(GUEST_CODE_MSG);
    setError(null);
    setPending('verify');
    try {
      const res = await apiRequest<{ reviewer: PublicReviewer }>(`${apiBase}/verify`, 'POST', { email: who.email, code, commentIds: earlierComments(apiBase) });
      forgetEarlierComments(apiBase);
      onVerified(res.reviewer);
    } catch (e) {
      setError(errorMessage(e, 'Não foi possível verificar o código.'));
    } finally {
      setPending(null);
    }
  };
  const resend = async () => {
    setError(null);
    setNotice(null);
    setPending('resend');
    try {
      await apiRequest(`${apiBase}/identify`, 'POST', who);
      setCode('');
      setWait(RESEND_AFTER_S);
      setNotice('Enviamos um novo código. Só o código mais recente vale.');
    } catch (e) {
      setError(errorMessage(e, 'Não foi possível enviar o código.'));
    } finally {
      setPending(null);
    }
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void verify();
      }}
    >
      <Field label="Código" htmlFor="guest-code" error={error ?? undefined}>
        <Input
          id="guest-code"
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          placeholder="000000"
          aria-invalid={!!error}
          aria-describedby={error ? 'guest-code-error' : undefined}
          className="text-center font-mono text-2xl tracking-[0.5em]"
        />
      </Field>
      {notice ? (
        <p role="status" className="text-sm text-green-700">
          {notice}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending !== null}>
        {pending === 'verify' ? <Loader2 className="animate-spin" aria-hidden="true" /> : null} Verificar
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button type="button" variant="link" className="h-auto p-0" onClick={onBack} disabled={pending !== null}>
          Trocar email
        </Button>
        <Button type="button" variant="link" className="h-auto p-0" onClick={() => void resend()} disabled={wait > 0 || pending !== null}>
          {pending === 'resend' ? 'Enviando...' : wait > 0 ? `Reenviar código em ${wait} s` : 'Reenviar código'}
        </Button>
      </div>
    </form>
  );
}
