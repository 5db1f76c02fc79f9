'use client';

import { useCallback, useRef, useState } from 'react';
import { studioFailureText } from './failure.ts';

export interface StudioAction {
  busy: boolean;
  /** The failure to show (role="alert"), or ''. */
  error: string;
  /** The success to show (role="status"), or ''. */
  done: string;
  setError: (error: string) => void;
  setDone: (done: string) => void;
  /**
   * Runs one save, upload or change: ignored while one runs; clears the last error and success,
   * shows the text the action returns as the success, or the failure's text as the error.
   */
  run: (action: () => Promise<string | undefined>) => Promise<void>;
}

/** The busy / error / success state every studio section and form keeps around one call. */
export function useStudioAction(): StudioAction {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  // Mirrors `busy` synchronously, so a second press before the re-render is ignored too.
  const running = useRef(false);
  const run = useCallback(async (action: () => Promise<string | undefined>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError('');
    setDone('');
    try {
      const message = await action();
      if (message) setDone(message);
    } catch (failure) {
      setError(studioFailureText(failure));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, error, done, setError, setDone, run };
}

export interface FileSend extends StudioAction {
  /** What the file chooser calls. */
  setFile: (file: File | null) => void;
  /** What the send button calls: `missing` as the error when no file is chosen, else `send` run as an action. */
  upload: () => void;
}

/** One file sent from a studio section (a cover, a script): the chosen file and the send's state. */
export function useFileSend(missing: string, send: (file: File) => Promise<string | undefined>): FileSend {
  const action = useStudioAction();
  const [file, setFile] = useState<File | null>(null);
  const upload = () => {
    if (action.busy) return;
    if (!file) {
      action.setError(missing);
      return;
    }
    void action.run(() => send(file));
  };
  return { ...action, setFile, upload };
}
