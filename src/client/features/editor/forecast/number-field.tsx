// A number field of the forecast: pt-BR input, checked with the shared rule as
// it is typed; a valid value (or an empty field: cleared) is written at once, an invalid one
// shows the message inline and is never written.
import { useEffect, useId, useState } from 'react';
import type { NumberRule } from '#shared/canvas/forecast-rules.ts';
import { checkNumber, formatDecimal } from './number-input.ts';

export function NumberField({
  label,
  value,
  rule,
  onCommit,
  placeholder,
  format = formatDecimal,
  dark = true,
}: {
  label: string;
  value: number | null | undefined;
  rule: NumberRule;
  onCommit: (v: number | null) => void;
  placeholder?: string;
  /** How a stored value reads in the field (default: decimal comma, no grouping). */
  format?: (n: number) => string;
  dark?: boolean;
}) {
  const id = useId();
  const show = (v: number | null | undefined) => (typeof v === 'number' ? format(v) : '');
  const [text, setText] = useState(show(value));
  const [error, setError] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  // Someone else's edit (or undo) shows when the field is not being typed in; an invalid entry
  // stays with its message until it is corrected (never silently replaced).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `show` is a new function each render; the value and the focus are what change the text
  useEffect(() => {
    if (!focused && !error) setText(show(value));
  }, [value, focused, error]);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={`text-xs font-medium ${dark ? 'text-slate-300' : 'text-slate-700'}`}>
        {label}
      </label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`nodrag nopan h-8 w-full rounded-md border px-2 text-sm outline-none ${
          dark ? 'bg-slate-950 text-white placeholder:text-slate-500' : 'bg-white text-slate-900'
        } ${error ? 'border-red-500' : dark ? 'border-slate-700 focus:border-orange-500' : 'border-slate-300 focus:border-orange-500'}`}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
        }}
        onKeyDown={(e) => {
          // the editor's shortcuts (Delete, Ctrl+Z...) are not for this field
          e.stopPropagation();
          if (e.key === 'Enter') e.currentTarget.blur();
        }}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          const r = checkNumber(next, rule);
          setError(r.ok ? null : r.error);
          if (r.ok && r.value !== (value ?? null)) onCommit(r.value);
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
