'use client';

import { playlistTexts } from '@sogon/contract/messages/playlist';
import { useToast } from '@web/components/toast/ToastProvider';

export function ShareButton({ path }: { path: string }) {
  const { toast } = useToast();
  const share = async () => {
    try {
      await navigator.clipboard.writeText(new URL(path, window.location.origin).toString());
      toast(playlistTexts.shareCopied, { kind: 'success' });
    } catch {
      toast(playlistTexts.shareFailed, { kind: 'error' });
    }
  };
  return (
    <button type="button" className="button button-secondary" onClick={share}>
      {playlistTexts.share}
    </button>
  );
}
