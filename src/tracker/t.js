// Funil traffic snippet: counts page views and named events for the site in data-site.
// Private by design: no cookie, no storage, no visitor id, nothing that follows a person across pages or visits;
// and it sends nothing at all when the visitor has Do Not Track or Global Privacy Control on.
(() => {
  const w = window;
  const nav = navigator;
  const script = document.currentScript;
  const site = script?.getAttribute('data-site');
  // Loaded twice (e.g. hard-coded and via a tag manager): keep the first copy, or every view counts double.
  if (w.funil?.loaded) return;
  const off = !site || !script.src || nav.doNotTrack === '1' || w.doNotTrack === '1' || nav.globalPrivacyControl === true;
  const endpoint = off ? '' : new URL('/api/collect', script.src).href;
  let last;

  // Only the path and utm_* survive: other query params and the hash can carry emails, tokens or ids.
  const url = () => {
    const q = location.search
      .slice(1)
      .split('&')
      .filter((p) => p.startsWith('utm_'))
      .join('&');
    return location.origin + location.pathname + (q ? `?${q}` : '');
  };

  // A string body goes out as text/plain, which skips the CORS preflight; the page must never see our errors.
  const send = (data) => {
    if (off) return;
    try {
      const body = JSON.stringify({ site, ...data });
      if (!nav.sendBeacon?.(endpoint, body)) {
        const init = { method: 'POST', body, keepalive: true, mode: 'no-cors', credentials: 'omit', headers: { 'content-type': 'text/plain' } };
        fetch(endpoint, init).catch(() => {});
      }
    } catch {}
  };

  const view = () => {
    const u = url();
    if (u !== last) {
      last = u;
      send({ type: 'pageview', url: u });
    }
  };

  const track = (name, props) => {
    try {
      const n = name == null ? '' : String(name).trim().slice(0, 100);
      if (!n) return;
      const e = { type: 'event', url: url(), name: n };
      if (props && Number.isFinite(props.value)) e.value = props.value;
      send(e);
    } catch {}
  };

  const queued = w.funil?.q;
  w.funil = { track, loaded: !off };
  if (off) return;

  view();
  // SPAs change pages without a load, so follow the history API.
  for (const m of ['pushState', 'replaceState']) {
    const orig = history[m];
    history[m] = function (...args) {
      const r = orig.apply(this, args);
      view();
      return r;
    };
  }
  w.addEventListener('popstate', view);
  if (Array.isArray(queued)) for (const c of queued) if (Array.isArray(c)) track(c[0], c[1]);
})();
