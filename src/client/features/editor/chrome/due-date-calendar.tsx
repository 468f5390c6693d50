// The due date's calendar (react-day-picker in pt-BR), loaded when its popover first opens.
import 'react-day-picker/style.css';
import { format, parse } from 'date-fns';
import type { CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale';

const REF = new Date(2000, 0, 1);
/** A YYYY-MM-DD day as a local Date for the calendar, and back. */
const toDay = (s: string) => parse(s, 'yyyy-MM-dd', REF);
const fromDay = (d: Date) => format(d, 'yyyy-MM-dd');

export default function DueDateCalendar({
  dueDate,
  today,
  saving,
  onPick,
}: {
  dueDate: string | null;
  today: string;
  saving: boolean;
  onPick: (day: string) => void;
}) {
  return (
    <DayPicker
      mode="single"
      locale={ptBR}
      autoFocus
      required={false}
      selected={dueDate ? toDay(dueDate) : undefined}
      defaultMonth={toDay(dueDate ?? today)}
      today={toDay(today)}
      onSelect={(d) => d && onPick(fromDay(d))}
      // A past day is refused by the server too (#shared/due-date.ts, isPastDay); today is allowed.
      disabled={saving || { before: toDay(today) }}
      className="mx-auto w-fit"
      style={
        {
          '--rdp-accent-color': '#f97316',
          '--rdp-accent-background-color': '#fff7ed',
          '--rdp-day-height': '40px',
          '--rdp-day-width': '40px',
          '--rdp-day_button-height': '38px',
          '--rdp-day_button-width': '38px',
        } as CSSProperties
      }
    />
  );
}
