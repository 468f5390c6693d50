// Files the page hands to the browser's downloads (exports, "Baixar dados", "Meus dados").

/** The name the server gave the file (Content-Disposition), or the fallback. */
export function attachmentName(res: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
}

/** Saves a blob through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has taken the file once the click ran; the URL stays a while for slow ones.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
