// Client panel accesses (docs/product.md; D8): Painel do Cliente, Criar Novo /
// Editar Acesso ao Painel, Cadastrar Acesso - {name}.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Mail, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import { can } from '#shared/permissions.ts';
import { type Access, AccessCreateSchema, AccessUpdateSchema, type Client } from '#shared/schemas/clients.ts';
import { EmailSchema } from '#shared/schemas/common.ts';
import { ListLoadState } from '../../components/empty-state.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormDialogFooter } from '../../components/ui/form-dialog-footer.tsx';
import { EmailPasswordFields } from '../../components/ui/form-input.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { apiRequest, errorMessage } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { formatDate } from '../../lib/format.ts';
import { useFormDialog } from '../../lib/use-form-dialog.ts';
import { AccessPasswordCell } from './access-password-cell.tsx';
import { RemoveAccessDialog } from './remove-access-dialog.tsx';
import { ResendInvitationButton } from './resend-invitation-button.tsx';
import { WhatsAppInviteButton } from './whatsapp-invite-button.tsx';

const accessKey = (clientId: string) => [`/api/clients/${clientId}/access`];

const EditAccessFormSchema = z.object({ email: EmailSchema, password: AccessUpdateSchema.shape.password });
type AccessFormValues = { email: string; password: string };
const accessResolver = (editing: boolean) => zodResolver(editing ? EditAccessFormSchema : AccessCreateSchema) as unknown as Resolver<AccessFormValues>;
/** What the API takes: a blank password is left out (the client chooses one through the invitation). */
const accessBody = (v: AccessFormValues) => ({ email: v.email, ...(v.password ? { password: v.password } : {}) });

/** Exactly what the invitation mail carries (access-invitation.ts composes it). */
function InvitationNote() {
  return (
    <div className="flex gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900" data-testid="invitation-note">
      <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="space-y-1">
        <p>Enviaremos um convite para este email com:</p>
        <ul className="list-disc space-y-0.5 pl-5">
          <li>o endereço do Portal do Cliente;</li>
          <li>o email de login;</li>
          <li>um link de uso único, válido por 7 dias, para o cliente escolher a própria senha.</li>
        </ul>
        <p>Nenhuma senha vai no email.</p>
      </div>
    </div>
  );
}

/** The client's login as the agency types it: no autofill of the agency's own email or password. */
function AccessFields({ form, idPrefix, password }: { form: UseFormReturn<AccessFormValues>; idPrefix: string; password: { label: string; hint?: string } }) {
  return (
    <EmailPasswordFields
      form={form}
      idPrefix={idPrefix}
      email={{ autoComplete: 'off', placeholder: 'contato@cliente.com.br' }}
      password={{ autoComplete: 'new-password', ...password }}
    />
  );
}
const OPTIONAL_PASSWORD_HINT = 'Deixe em branco: o cliente escolhe a senha pelo convite. Se você definir uma, entregue-a ao cliente por outro meio.';

/** Criar Novo Acesso ao Painel / Editar Acesso ao Painel. */
function AccessFormDialog({
  client,
  access,
  open,
  onOpenChange,
}: {
  client: Client;
  access: Access | null;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const qc = useQueryClient();
  const editing = !!access;
  const form = useForm<AccessFormValues>({
    resolver: accessResolver(editing),
    defaultValues: { email: '', password: '' },
  });
  useEffect(() => {
    if (open) form.reset({ email: access?.email ?? '', password: '' });
  }, [open, access, form]);
  const save = useMutation({
    mutationFn: (v: AccessFormValues) =>
      editing
        ? apiRequest<Access>(`/api/clients/${client.id}/access/${access.id}`, 'PUT', { ...accessBody(v), isActive: access.isActive })
        : apiRequest<Access>(`/api/clients/${client.id}/access`, 'POST', accessBody(v)),
    onSuccess: (_a, v) => {
      qc.invalidateQueries({ queryKey: accessKey(client.id) });
      onOpenChange(false);
      toast({
        title: editing ? 'Acesso atualizado com sucesso!' : 'Acesso criado com sucesso!',
        description: editing ? undefined : `Enviamos um convite para ${v.email} definir a senha.`,
        variant: 'success',
      });
    },
    onError: (e) => toast({ title: editing ? 'Erro ao atualizar acesso' : 'Erro ao criar acesso', description: errorMessage(e), variant: 'destructive' }),
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? 'Editar Acesso ao Painel' : 'Criar Novo Acesso ao Painel'}</DialogTitle>
          <DialogDescription>Login do cliente {client.name} no Portal do Cliente.</DialogDescription>
        </DialogHeader>
        <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate className="space-y-4">
          <AccessFields
            form={form}
            idPrefix="access-"
            password={editing ? { label: 'Nova senha (deixe em branco para manter a atual)' } : { label: 'Senha (opcional)', hint: OPTIONAL_PASSWORD_HINT }}
          />
          {editing ? null : <InvitationNote />}
          <FormDialogFooter onCancel={() => onOpenChange(false)} pending={save.isPending}>
            {editing ? 'Salvar Alterações' : 'Criar Acesso'}
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Cadastrar Acesso - {client name}: registers the access; the client is invited by email to choose a password. */
export function CredentialsDialog({ client, open, onOpenChange }: { client: Client | null; open: boolean; onOpenChange: (o: boolean) => void }) {
  const qc = useQueryClient();
  const form = useForm<AccessFormValues>({ resolver: accessResolver(false), defaultValues: { email: '', password: '' } });
  useEffect(() => {
    if (open) form.reset({ email: '', password: '' });
  }, [open, form]);
  const save = useMutation({
    mutationFn: (v: AccessFormValues) => apiRequest<Access>(`/api/clients/${client?.id}/credentials`, 'POST', accessBody(v)),
    onSuccess: (_a, v) => {
      if (client) qc.invalidateQueries({ queryKey: accessKey(client.id) });
      onOpenChange(false);
      toast({ title: 'Credenciais cadastradas com sucesso!', description: `Enviamos um convite para ${v.email} definir a senha.`, variant: 'success' });
    },
    onError: (e) => toast({ title: 'Erro ao cadastrar credenciais', description: errorMessage(e), variant: 'destructive' }),
  });
  return (
    <Dialog open={open && !!client} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cadastrar Acesso - {client?.name}</DialogTitle>
          <DialogDescription>Crie o login do cliente no Portal do Cliente.</DialogDescription>
        </DialogHeader>
        <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate className="space-y-4">
          <AccessFields form={form} idPrefix="cred-" password={{ label: 'Senha (opcional)', hint: OPTIONAL_PASSWORD_HINT }} />
          <InvitationNote />
          <FormDialogFooter onCancel={() => onOpenChange(false)} cancelLabel="Agora não" pending={save.isPending}>
            Cadastrar Acesso
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Painel do Cliente: the client's accesses. */
export function ClientPanelDialog({ client, open, onOpenChange }: { client: Client | null; open: boolean; onOpenChange: (o: boolean) => void }) {
  const { user } = useAuth();
  const qc = useQueryClient();
  const form = useFormDialog<Access>();
  const [removing, setRemoving] = useState<Access | null>(null);
  const clientId = client?.id ?? '';
  const q = useQuery<Access[]>({ queryKey: accessKey(clientId), enabled: open && !!client });
  const mayReveal = !!user && can(user, 'accesses:reveal');

  const toggle = useMutation({
    mutationFn: (a: Access) => apiRequest<Access>(`/api/clients/${clientId}/access/${a.id}`, 'PUT', { email: a.email, isActive: !a.isActive }),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: accessKey(clientId) });
      toast({ title: 'Acesso atualizado com sucesso!', variant: 'success' });
    },
    onError: (e) => toast({ title: 'Erro ao atualizar acesso', description: errorMessage(e), variant: 'destructive' }),
  });

  return (
    <>
      <Dialog open={open && !!client} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-3xl grid-cols-[minmax(0,1fr)]">
          <DialogHeader>
            <DialogTitle>Painel do Cliente</DialogTitle>
            <DialogDescription>Acessos de {client?.name} ao Portal do Cliente.</DialogDescription>
          </DialogHeader>
          <div className="flex justify-end">
            <Button size="sm" onClick={form.openNew}>
              <Plus /> Novo Acesso
            </Button>
          </div>
          {q.isError || q.isPending ? (
            <ListLoadState what="os acessos" query={q} rowClassName="h-10" />
          ) : q.data.length === 0 ? (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
              <KeyRound className="mb-3 size-8 text-slate-400" aria-hidden="true" />
              <p className="font-medium text-slate-700">Nenhum acesso ao painel configurado</p>
              <Button className="mt-4" size="sm" onClick={form.openNew}>
                Criar Primeiro Acesso
              </Button>
            </div>
          ) : (
            <div className="-mx-6 overflow-x-auto px-6">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <thead>
                  <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
                    <th className="py-2 pr-3 font-medium">Email</th>
                    <th className="py-2 pr-3 font-medium">Senha</th>
                    <th className="py-2 pr-3 font-medium">Status</th>
                    <th className="py-2 pr-3 font-medium">Criado em</th>
                    <th className="py-2 text-right font-medium">Ações</th>
                  </tr>
                </thead>
                <tbody>
                  {q.data.map((a) => (
                    <tr key={a.id} className="border-b border-slate-100 last:border-b-0" data-testid="access-row">
                      <td className="max-w-[14rem] truncate py-2 pr-3 font-medium text-slate-900">{a.email}</td>
                      <td className="py-2 pr-3">
                        <AccessPasswordCell access={a} mayReveal={mayReveal} />
                      </td>
                      <td className="py-2 pr-3">
                        <span className="inline-flex items-center gap-2">
                          <Switch
                            checked={a.isActive}
                            disabled={toggle.isPending}
                            onCheckedChange={() => toggle.mutate(a)}
                            aria-label={a.isActive ? `Desativar acesso de ${a.email}` : `Ativar acesso de ${a.email}`}
                          />
                          <span className={a.isActive ? 'text-emerald-700' : 'text-slate-500'}>{a.isActive ? 'Ativo' : 'Inativo'}</span>
                        </span>
                      </td>
                      <td className="whitespace-nowrap py-2 pr-3 text-slate-600">{formatDate(a.createdAt)}</td>
                      <td className="py-2 text-right">
                        <span className="inline-flex gap-1">
                          <ResendInvitationButton clientId={clientId} access={a} />
                          <WhatsAppInviteButton clientId={clientId} access={a} />
                          <Tooltip content="Editar acesso">
                            <Button variant="ghost" size="icon" aria-label={`Editar acesso de ${a.email}`} onClick={() => form.openEdit(a)}>
                              <Pencil />
                            </Button>
                          </Tooltip>
                          <Tooltip content="Remover acesso">
                            <Button
                              variant="ghost"
                              size="icon"
                              className="text-red-600 hover:bg-red-50"
                              aria-label={`Remover acesso de ${a.email}`}
                              onClick={() => setRemoving(a)}
                            >
                              <Trash2 />
                            </Button>
                          </Tooltip>
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </DialogContent>
      </Dialog>
      {client ? <AccessFormDialog client={client} access={form.editing} open={form.open} onOpenChange={form.setOpen} /> : null}
      <RemoveAccessDialog clientId={clientId} access={removing} onOpenChange={(o) => !o && setRemoving(null)} />
    </>
  );
}
