'use client';

import { ApiError } from '@sogon/contract/api-client';
import { errorMessages } from '@sogon/contract/messages/errors';
import { endpointPath } from '@sogon/contract/routes/endpoint';
import { studioEndpoints } from '@sogon/contract/routes/studio.endpoints';
import type { TStudioContent, TStudioEpisodeBody, TStudioFrames } from '@sogon/contract/schemas/studio';
import { browserApi } from '@web/lib/api/browser';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type FrameDraft, framesForm } from './frame-drafts.ts';
import { clearPendingUpload, savePendingUpload } from './pending-upload.ts';
import { decodeScript } from './script-file.ts';
import { postForm } from './studio-request.ts';
import { startEpisodeUpload, type UploadControl } from './tus-upload.ts';

const api = {
  studio: browserApi('studio', studioEndpoints),
};

export type UploadStep = 'create' | 'frames' | 'script' | 'upload' | 'transcode';

/** What the creator asked for: a new episode (`create`) or the rest of an earlier one (`content`). */
export interface EpisodeRequest {
  create?: { playlistId: number; body: TStudioEpisodeBody };
  content?: TStudioContent;
  file: File;
  frames: readonly FrameDraft[];
  atMs: readonly number[];
  script: File | null;
}

export interface UploadRun {
  content: TStudioContent | null;
  step: UploadStep;
  /** Why the current step stopped, in Korean; '' while it goes on. */
  error: string;
  framesSaved: number | null;
  scriptSaved: number | null;
  sent: number;
  total: number;
  paused: boolean;
}

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.detail : errorMessages.ERROR_INTERNAL;
}

/**
 * Runs an episode's steps in order — create the draft, its images, its script, the tus upload —
 * and picks up at the step that failed when asked to try again. The transcode that follows is
 * TranscodeStatus's to watch.
 */
export function useEpisodeUpload() {
  const [run, setRun] = useState<UploadRun | null>(null);
  const request = useRef<EpisodeRequest | null>(null);
  const progress = useRef({ content: null as TStudioContent | null, frames: false, script: false });
  const control = useRef<UploadControl | null>(null);

  const patch = useCallback((changes: Partial<UploadRun>) => {
    setRun((current) => (current ? { ...current, ...changes } : current));
  }, []);

  // Leaving the page stops sending; what was sent stays, and a later visit offers to go on.
  useEffect(() => () => control.current?.pause(), []);

  const upload = useCallback(
    async (content: TStudioContent, file: File) => {
      savePendingUpload({
        contentId: content.id,
        playlistId: content.playlistId,
        title: content.title,
        fileName: file.name,
        fileSize: file.size,
        fileLastModified: file.lastModified,
      });
      control.current = await startEpisodeUpload(file, content.id, {
        onProgress: (sent, total) => patch({ sent, total }),
        onSuccess: () => {
          clearPendingUpload();
          control.current = null;
          // The file is in: the checklist says so at once, not only once the fresh episode (with
          // its transcode job) has come back.
          patch({ step: 'transcode', sent: file.size });
          void api.studio.content({ id: content.id }).then(
            (fresh) => patch({ content: fresh }),
            () => undefined,
          );
        },
        onError: (message) => patch({ error: message, paused: false }),
      });
    },
    [patch],
  );

  const proceed = useCallback(async () => {
    const wanted = request.current;
    if (!wanted) return;
    const done = progress.current;
    patch({ error: '' });
    try {
      if (!done.content) {
        patch({ step: 'create' });
        const create = wanted.create!;
        done.content = await api.studio.createEpisode({ id: create.playlistId, body: create.body });
        patch({ content: done.content });
      }
      const content = done.content;
      if (wanted.frames.length > 0 && !done.frames) {
        patch({ step: 'frames' });
        const saved = await postForm<TStudioFrames>(
          endpointPath(studioEndpoints.replaceFrames, { id: content.id }),
          framesForm(wanted.frames, wanted.atMs),
        );
        done.frames = true;
        patch({ framesSaved: saved.frames.length });
      }
      if (wanted.script && !done.script) {
        patch({ step: 'script' });
        const source = decodeScript(new Uint8Array(await wanted.script.arrayBuffer()));
        const saved = await api.studio.replaceCaptions({ id: content.id, body: source });
        done.script = true;
        patch({ scriptSaved: saved.count });
      }
      patch({ step: 'upload', total: wanted.file.size });
      await upload(content, wanted.file);
    } catch (error) {
      patch({ error: messageOf(error) });
    }
  }, [patch, upload]);

  /** An episode whose file is already in: only its transcode is left to watch. */
  const watch = useCallback((content: TStudioContent) => {
    request.current = null;
    control.current = null;
    setRun({
      content,
      step: 'transcode',
      error: '',
      framesSaved: null,
      scriptSaved: null,
      sent: 1,
      total: 1,
      paused: false,
    });
  }, []);

  return {
    run,
    watch,

    start(wanted: EpisodeRequest) {
      request.current = wanted;
      progress.current = { content: wanted.content ?? null, frames: false, script: false };
      control.current = null;
      setRun({
        content: wanted.content ?? null,
        step: wanted.content ? 'upload' : 'create',
        error: '',
        framesSaved: null,
        scriptSaved: null,
        sent: 0,
        total: wanted.file.size,
        paused: false,
      });
      void proceed();
    },

    /** Tries the failed step again: the upload goes on from the server's offset. */
    retry() {
      if (control.current) {
        patch({ error: '', paused: false });
        control.current.resume();
        return;
      }
      void proceed();
    },

    /** After a refused file: the same episode, another file. */
    replaceFile(file: File) {
      if (!request.current) return;
      request.current = { ...request.current, file };
      control.current = null;
      patch({ sent: 0, total: file.size });
      void proceed();
    },

    pause() {
      control.current?.pause();
      patch({ paused: true });
    },

    resume() {
      control.current?.resume();
      patch({ paused: false, error: '' });
    },

    reset() {
      control.current?.pause();
      control.current = null;
      request.current = null;
      setRun(null);
    },
  };
}
