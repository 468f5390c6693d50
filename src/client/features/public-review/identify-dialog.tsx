// "Identifique-se" on a public link: name and email before reviewing, remembered on this browser.
// The page loads it only when nobody is remembered (public-review-page.tsx). Looking needs no
// name: "Só quero ver" (or closing) leaves the funnel open to view; commenting or deciding asks again.
// On arrival it takes the place of the still copy the HTML painted (still-identify-handoff.ts),
// with what was typed there and the focus where it was.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { PublicIdentity } from '#shared/schemas/portal.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { zodResolverOnUse } from '../../lib/zod-resolver-on-use.ts';
import { IDENTIFY_DESCRIPTION, IDENTIFY_TITLE, IdentifyFields } from './identify-fields.tsx';
import { REVIEWER_KEY } from './reviewer-store.ts';
import { type StillIdentify, takeStillIdentify } from './still-identify-handoff.ts';

// The shared schema (and zod) load with the first validation: the dialog is a newcomer's first
// sight of the funnel and should not wait for them on a phone.
const identityResolver = zodResolverOnUse<PublicIdentity>(() => import('#shared/schemas/portal.ts').then((m) => m.PublicIdentitySchema));

const IDS = { name: 'reviewer-name', email: 'reviewer-email' } as const;

export function IdentifyDialog({
  open,
  initial,
  onDone,
  onSkip,
  onStart,
}: {
  open: boolean;
  initial: PublicIdentity | null;
  onDone: (who: PublicIdentity) => void;
  /** "Só quero ver": the funnel without reviewing; the page asks again when they comment or decide. */
  onSkip: () => void;
  /** The person started answering (a key or a tap in the dialog): the page loads what comes next. */
  onStart?: () => void;
}) {
  const form = useForm<PublicIdentity>({ resolver: identityResolver, defaultValues: initial ?? { clientName: '', email: '' } });
  const { errors } = form.formState;
  const focusField = useRef<string | null>(null);
  const submit = form.handleSubmit((v) => {
    localStorage.setItem(REVIEWER_KEY, JSON.stringify(v));
    onDone(v);
  });
  const pressed = useRef<StillIdentify['pressed']>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const still = takeStillIdentify();
    if (!still) return;
    if (still.clientName || still.email) {
      form.reset({ clientName: still.clientName, email: still.email });
      onStart?.();
    }
    focusField.current = still.focus === 'email' ? IDS.email : still.focus === 'clientName' ? IDS.name : null;
    pressed.current = still.pressed;
  }, [open, form, onStart]);
  // What was pressed on the still copy before the dialog arrived is done now, once.
  useEffect(() => {
    const action = pressed.current;
    pressed.current = null;
    if (action === 'continue') void submit();
    if (action === 'skip') onSkip();
  });
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onSkip()}>
      <DialogContent
        onKeyDownCapture={onStart}
        onPointerDownCapture={onStart}
        onOpenAutoFocus={(e) => {
          const field = focusField.current && document.getElementById(focusField.current);
          focusField.current = null;
          if (!(field instanceof HTMLInputElement)) return;
          e.preventDefault();
          field.focus();
          // The caret after what was typed (an email field has no selection to set: the value is
          // written again, which leaves the caret at its end).
          const typed = field.value;
          field.value = '';
          field.value = typed;
        }}
      >
        <DialogHeader>
          <DialogTitle>{IDENTIFY_TITLE}</DialogTitle>
          <DialogDescription>{IDENTIFY_DESCRIPTION}</DialogDescription>
        </DialogHeader>
        <form noValidate className="space-y-4" onSubmit={submit}>
          <IdentifyFields
            ids={IDS}
            name={form.register('clientName')}
            email={form.register('email')}
            errors={{ clientName: errors.clientName?.message, email: errors.email?.message }}
            onSkip={onSkip}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
