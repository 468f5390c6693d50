// Meus dados (decision 012): the signed-in client downloads its own data as a JSON file.
import { useMutation } from '@tanstack/react-query';
import { Download, Loader2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { attachmentName, saveBlob } from '../../lib/download.ts';

/** The file the server names (Content-Disposition), saved through a temporary link. */
async function downloadMyData(): Promise<void> {
  const res = await fetch('/api/client/export', { credentials: 'include', cache: 'no-store', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text());
  const blob = await res.blob();
  saveBlob(blob, attachmentName(res, 'meus-dados.json'));
}

export function MyDataButton() {
  const download = useMutation({
    mutationFn: downloadMyData,
    onSuccess: () =>
      toast({ title: 'Seus dados foram baixados', description: 'O arquivo traz seu perfil, seus comentários e suas decisões.', variant: 'success' }),
    onError: (e) => toast({ title: 'Erro ao baixar seus dados', description: errorMessage(e, 'Tente novamente em instantes.'), variant: 'destructive' }),
  });
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => download.mutate()}
      disabled={download.isPending}
      aria-label={download.isPending ? 'Baixando meus dados' : 'Meus dados'}
      title="Baixar meus dados (perfil, comentários e decisões)"
    >
      {download.isPending ? <Loader2 className="animate-spin" /> : <Download />}
      <span className="hidden sm:inline">{download.isPending ? 'Baixando…' : 'Meus dados'}</span>
    </Button>
  );
}
