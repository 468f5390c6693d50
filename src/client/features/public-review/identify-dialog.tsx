// "Identifique-se" on a public link: name and email before reviewing, remembered on this browser.
// The page loads it only when nobody is remembered (public-review-page.tsx). Looking needs no
// name: "Só quero ver" (or closing) leaves the funnel open to view; commenting or deciding asks again.
import { useForm } from 'react-hook-form';
import type { PublicIdentity } from '#shared/schemas/portal.ts';
import { PrivacyNote } from '../../components/privacy-note.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Field } from '../../components/ui/label.tsx';
import { zodResolverOnUse } from '../../lib/zod-resolver-on-use.ts';
import { REVIEWER_KEY } from './reviewer-store.ts';

// The shared schema (and zod) load with the first validation: the dialog is a newcomer's first
// sight of the funnel and should not wait for them on a phone.
const identityResolver = zodResolverOnUse<PublicIdentity>(() => import('#shared/schemas/portal.ts').then((m) => m.PublicIdentitySchema));

export function IdentifyDialog({
  open,
  initial,
  onDone,
  onSkip,
}: {
  open: boolean;
  initial: PublicIdentity | null;
  onDone: (who: PublicIdentity) => void;
  /** "Só quero ver": the funnel without reviewing; the page asks again when they comment or decide. */
  onSkip: () => void;
}) {
  const form = useForm<PublicIdentity>({ resolver: identityResolver, defaultValues: initial ?? { clientName: '', email: '' } });
  const { errors } = form.formState;
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onSkip()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Identifique-se</DialogTitle>
          <DialogDescription>Informe seu nome e email para revisar este funil.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((v) => {
            localStorage.setItem(REVIEWER_KEY, JSON.stringify(v));
            onDone(v);
          })}
        >
          <Field label="Nome" htmlFor="reviewer-name" error={errors.clientName?.message}>
            <Input id="reviewer-name" autoComplete="name" aria-invalid={!!errors.clientName} {...form.register('clientName')} />
          </Field>
          <Field label="Email" htmlFor="reviewer-email" error={errors.email?.message}>
            <Input id="reviewer-email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...form.register('email')} />
          </Field>
          <Button type="submit" className="w-full">
            Continuar
          </Button>
          <Button type="button" variant="outline" className="w-full" onClick={onSkip}>
            Só quero ver
          </Button>
          <PrivacyNote />
        </form>
      </DialogContent>
    </Dialog>
  );
}
