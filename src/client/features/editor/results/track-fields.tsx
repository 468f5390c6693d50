// The step panel's "Resultados" group (agency, edit): which page or event of the client's site the
// step counts, stored as data.track. Checked with the shared schema when a field is left (the
// server's own rule and pt-BR message); an invalid entry stays with its message and is never
// written; both fields empty removes the binding. Loaded when the panel first shows a step: the
// schema brings zod, which the editor's first paint does without (decision 011).
import { useEffect, useId, useState } from 'react';
import { type StepTrack, StepTrackSchema } from '#shared/canvas/content.ts';

export interface TrackFieldsProps {
  track: StepTrack | null | undefined;
  onCommit: (t: StepTrack | null) => void;
}

type Field = 'path' | 'event';
type Errors = Partial<Record<Field, string>>;

const EVENT_SUGGESTIONS = ['lead', 'purchase'];

/** The typed pair checked: the binding to write (null: none), or a message per field. */
export function checkTrack(path: string, event: string): { ok: true; track: StepTrack | null } | { ok: false; errors: Errors } {
  const p = path.trim();
  const e = event.trim();
  if (!p && !e) return { ok: true, track: null };
  const r = StepTrackSchema.safeParse({ ...(p ? { path: p } : {}), ...(e ? { event: e } : {}) });
  if (r.success) return { ok: true, track: r.data };
  const errors: Errors = {};
  for (const issue of r.error.issues) {
    const f: Field = issue.path[0] === 'event' ? 'event' : 'path';
    errors[f] ??= issue.message;
  }
  return { ok: false, errors };
}

const sameTrack = (a: StepTrack | null | undefined, b: StepTrack | null) => (a?.path ?? '') === (b?.path ?? '') && (a?.event ?? '') === (b?.event ?? '');

export function TrackFields({ track, onCommit }: TrackFieldsProps) {
  const id = useId();
  const [text, setText] = useState<Record<Field, string>>({ path: track?.path ?? '', event: track?.event ?? '' });
  const [errors, setErrors] = useState<Errors>({});
  const [focused, setFocused] = useState(false);
  const invalid = !!(errors.path || errors.event);
  // Someone else's edit (or undo) shows while neither field is being typed in; an invalid entry
  // stays until it is corrected.
  useEffect(() => {
    if (!focused && !invalid) setText({ path: track?.path ?? '', event: track?.event ?? '' });
  }, [track?.path, track?.event, focused, invalid]);

  const commit = () => {
    const r = checkTrack(text.path, text.event);
    if (!r.ok) return setErrors(r.errors);
    setErrors({});
    if (!sameTrack(track, r.track)) onCommit(r.track);
  };
  const field = (f: Field, label: string, placeholder: string) => {
    const error = errors[f];
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-${f}`} className="text-xs font-medium text-slate-300">
          {label}
        </label>
        <input
          id={`${id}-${f}`}
          autoComplete="off"
          spellCheck={false}
          list={f === 'event' ? `${id}-events` : undefined}
          value={text[f]}
          placeholder={placeholder}
          maxLength={f === 'path' ? 300 : 100}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${f}-error` : `${id}-hint`}
          className={`nodrag nopan h-8 w-full rounded-md border bg-slate-950 px-2 text-sm text-white outline-none placeholder:text-slate-500 ${
            error ? 'border-red-500' : 'border-slate-700 focus:border-orange-500'
          }`}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            commit();
          }}
          onKeyDown={(e) => {
            // the editor's shortcuts (Delete, Ctrl+Z...) are not for this field
            e.stopPropagation();
            if (e.key === 'Enter') e.currentTarget.blur();
          }}
          onChange={(e) => {
            const next = { ...text, [f]: e.target.value };
            setText(next);
            // A shown message follows the typing, so it goes as soon as the entry is right.
            if (invalid) {
              const r = checkTrack(next.path, next.event);
              setErrors(r.ok ? {} : r.errors);
            }
          }}
        />
        {error ? (
          <p id={`${id}-${f}-error`} role="alert" className="text-xs text-red-400">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <fieldset className="mt-3 flex min-w-0 flex-col gap-2.5 border-t border-slate-800 pt-3" data-testid="step-track">
      <legend className="float-left mb-0.5 w-full text-sm font-semibold">Resultados</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-400">
        Conte as visitas de uma página do site do cliente, um evento enviado pelo script, ou os dois.
      </p>
      {field('path', 'Página (caminho)', '/obrigado ou /produtos/*')}
      {field('event', 'Evento', 'lead, purchase ou outro')}
      <datalist id={`${id}-events`}>
        {EVENT_SUGGESTIONS.map((e) => (
          <option key={e} value={e} />
        ))}
      </datalist>
    </fieldset>
  );
}
