// Domínios permitidos: the only sites whose pages are counted. The owner and admins edit a draft
// and save it whole (PUT); the others read it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2, Plus, Save, TriangleAlert, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { TrackingSettings } from '#shared/schemas/tracking.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ApiError, apiRequest, errorMessage } from '../../lib/api.ts';
import { addDomain, preloadDomainRules } from './domain-rules.ts';
import { TRACKING_KEY } from './keys.ts';

const FIELD_ID = 'tracking-domain';
const ERROR_ID = `${FIELD_ID}-error`;

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((d, i) => d === b[i]);

function NoDomainsWarning() {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="no-domains">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      Sem domínios, nenhum evento é contado. Adicione o domínio do site do cliente.
    </p>
  );
}

function DomainList({ domains, onRemove }: { domains: readonly string[]; onRemove?: (domain: string) => void }) {
  if (domains.length === 0) return <NoDomainsWarning />;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Domínios permitidos" data-testid="domain-list">
      {domains.map((d) => (
        <li
          key={d}
          className="inline-flex min-w-0 max-w-full items-center gap-1 rounded-2xl border border-slate-200 bg-slate-50 py-1 pl-3 pr-1 text-sm font-medium text-slate-800"
        >
          <span className="min-w-0 wrap-anywhere">{d}</span>
          {onRemove ? (
            <button
              type="button"
              aria-label={`Remover ${d}`}
              onClick={() => onRemove(d)}
              className="flex size-6 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          ) : (
            // Keeps the chip's right padding the same as an editable one.
            <span className="w-2" aria-hidden="true" />
          )}
        </li>
      ))}
    </ul>
  );
}

function DomainEditor({ saved }: { saved: readonly string[] }) {
  const qc = useQueryClient();
  // Null while nothing was changed, so a refetch (window focus) shows the saved list, and never
  // throws away domains typed but not saved yet.
  const [draft, setDraft] = useState<string[] | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const list = draft ?? saved;
  const dirty = draft !== null && !sameList(draft, saved);

  const save = useMutation({
    mutationFn: (allowedDomains: string[]) => apiRequest<TrackingSettings>('/api/agency/tracking', 'PUT', { allowedDomains }),
    onSuccess: (answer) => {
      qc.setQueryData(TRACKING_KEY, answer);
      setDraft(null);
      setError(null);
      toast({ title: 'Domínios salvos', variant: 'success' });
    },
    onError: (e) => {
      // A refused domain belongs under the field it was typed in; anything else is a toast.
      if (e instanceof ApiError && e.status === 400 && e.serverMessage) setError(e.serverMessage);
      else toast({ title: 'Erro ao salvar domínios', description: errorMessage(e), variant: 'destructive' });
    },
  });

  async function add(e: FormEvent) {
    e.preventDefault();
    let result: Awaited<ReturnType<typeof addDomain>>;
    try {
      result = await addDomain(list, text);
    } catch (err) {
      toast({ title: 'Erro ao adicionar domínio', description: errorMessage(err), variant: 'destructive' });
      return;
    }
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setDraft(result.list);
    setText('');
    setError(null);
  }

  function remove(domain: string) {
    setDraft(list.filter((d) => d !== domain));
    setError(null);
  }

  return (
    <div className="space-y-4">
      <DomainList domains={list} onRemove={remove} />
      <form onSubmit={add} noValidate className="space-y-1.5">
        <Label htmlFor={FIELD_ID}>Adicionar domínio</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={FIELD_ID}
            value={text}
            placeholder="cliente.com.br"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="url"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ERROR_ID : undefined}
            onFocus={preloadDomainRules}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
            className="sm:max-w-sm"
          />
          <Button type="submit" variant="outline" className="self-start">
            <Plus aria-hidden="true" />
            Adicionar
          </Button>
        </div>
        {error ? (
          <p id={ERROR_ID} role="alert" className="text-sm font-medium text-red-600">
            {error}
          </p>
        ) : null}
      </form>
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
        <Button onClick={() => save.mutate(list.slice())} disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          Salvar
        </Button>
        <p className="text-sm text-amber-700" aria-live="polite">
          {dirty ? 'Alterações não salvas.' : ''}
        </p>
      </div>
    </div>
  );
}

export function DomainsStep({ saved, mayEdit }: { saved: readonly string[]; mayEdit: boolean }) {
  if (mayEdit) return <DomainEditor saved={saved} />;
  return (
    <div className="space-y-3">
      <DomainList domains={saved} />
      <p className="text-sm text-slate-500" data-testid="domains-read-only">
        Só o dono e os admins podem mudar os domínios.
      </p>
    </div>
  );
}
