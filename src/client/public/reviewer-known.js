// Before the first paint of a public review link (public-review.html): a browser that already
// knows its reviewer (features/public-review/reviewer-store.ts, REVIEWER_KEY) is not shown the
// prerendered "Identifique-se" (features/public-review/still-identify-handoff.ts).
try {
  if (localStorage.getItem('funil-public-reviewer')) document.documentElement.classList.add('reviewer-known');
} catch {}
