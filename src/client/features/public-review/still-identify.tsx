// Build-time render of "Identifique-se" (scripts/vite-landing.ts writes it into
// public-review.html, which the server sends for /public/{link}): a newcomer on a phone sees the
// question, and can start typing, from the HTML alone, before React, the page and the dialog's
// code have arrived. The real dialog then takes its place (still-identify-handoff.ts).
import { X } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DIALOG_OVERLAY, DIALOG_PANEL } from '../../components/ui/dialog.tsx';
import { IDENTIFY_DESCRIPTION, IDENTIFY_TITLE, IdentifyFields } from './identify-fields.tsx';
import { REVIEWER_KNOWN_CLASS, STILL_ACTION_ATTR, STILL_IDENTIFY_ID, STILL_IDS } from './still-identify-handoff.ts';

function StillIdentify() {
  return (
    <div id={STILL_IDENTIFY_ID}>
      <div className={DIALOG_OVERLAY} />
      <div role="dialog" aria-modal="true" aria-labelledby="still-identify-title" aria-describedby="still-identify-description" className={DIALOG_PANEL}>
        <div className="flex flex-col gap-1.5 pr-6">
          <h2 id="still-identify-title" className="text-lg font-semibold text-slate-900">
            {IDENTIFY_TITLE}
          </h2>
          <p id="still-identify-description" className="text-sm text-slate-500">
            {IDENTIFY_DESCRIPTION}
          </p>
        </div>
        <form noValidate className="space-y-4">
          <IdentifyFields ids={STILL_IDS} still />
        </form>
        <button type="button" className="absolute right-4 top-4 rounded-md p-1 text-slate-500" aria-label="Fechar" {...{ [STILL_ACTION_ATTR]: 'skip' }}>
          <X className="size-4" />
        </button>
      </div>
    </div>
  );
}

/** The still dialog, and the rule that hides it from a reviewer this browser already knows. */
export function renderStillIdentify(): { html: string; css: string } {
  return { html: renderToStaticMarkup(<StillIdentify />), css: `.${REVIEWER_KNOWN_CLASS} #${STILL_IDENTIFY_ID}{display:none}` };
}
