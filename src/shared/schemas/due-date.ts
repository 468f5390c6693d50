// PATCH { dueDate } (decision 008); the day rules are in ../due-date.ts.
import { z } from 'zod';
import { DUE_DATE_MSG, isCalendarDate } from '../due-date.ts';

/** PATCH { dueDate }: a calendar day sets it, null clears it, anything else is 400 "Data inválida". */
export const DueDateSchema = z
  .string({ error: DUE_DATE_MSG })
  .refine(isCalendarDate, { error: DUE_DATE_MSG })
  .nullable()
  .describe('Prazo de aprovação (AAAA-MM-DD, dia em America/Sao_Paulo); null remove');
