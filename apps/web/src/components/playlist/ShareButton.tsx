'use client';

import { ko } from '@sogon/contract/messages/ko';
import { useToast } from '@web/components/toast/ToastProvider';

export function ShareButton({ path }: { path: string }) {
  const { toast } = useToast();
  const share = async () => {
    try {
      await navigator.clipboard.writeText(new URL(path, window.location.origin).toString());
      toast(ko.playlist.shareCopied, { kind: 'success' });
    } catch {
      toast(ko.playlist.shareFailed, { kind: 'error' });
    }
  };
  return (
    <button type="button" className="button button-secondary" onClick={share}>
      {ko.playlist.share}
    </button>
  );
}
