'use client';

import { ApiError } from '@sogon/contract/api-client';
import { studioCatalogTexts } from '@sogon/contract/messages/studio-catalog';
import { studioCatalogEndpoints } from '@sogon/contract/routes/studio-catalog.endpoints';
import type { TStudioChannel } from '@sogon/contract/schemas/studio-catalog';
import { FormField } from '@web/components/form/FormField';
import studio from '@web/components/studio/Studio.module.css';
import { browserApi, memberOnly } from '@web/lib/api/browser';
import { failureText } from '@web/lib/api/failure-text';
import Link from 'next/link';
import { type FormEvent, useState } from 'react';

const api = { studioCatalog: browserApi('studioCatalog', studioCatalogEndpoints) };
const text = studioCatalogTexts.openChannel;

/**
 * A member without a channel opens one from the studio: a name and, if they like, an @handle.
 * The service checks both (and one channel per member) and says which field to fix.
 */
export function OpenChannelForm({ onOpened }: { onOpened?: (channel: TStudioChannel) => void }) {
  const [name, setName] = useState('');
  const [handle, setHandle] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [opened, setOpened] = useState<TStudioChannel | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (name.trim() === '') {
      setError(studioCatalogTexts.problems.nameEmpty);
      return;
    }
    setBusy(true);
    try {
      const channel = await memberOnly(() =>
        api.studioCatalog.createChannel({ body: { name, handle: handle.trim() || null } }),
      );
      setOpened(channel);
      onOpened?.(channel);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.detail : failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  if (opened) {
    return (
      <section className={studio.section} aria-labelledby="open-channel-title">
        <h2 id="open-channel-title">{text.title}</h2>
        <p role="status">{text.created(opened.name)}</p>
        <div className={studio.actions}>
          <Link className="button" href="/studio/playlists/new">
            {text.next}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className={studio.section} aria-labelledby="open-channel-title">
      <h2 id="open-channel-title">{text.title}</h2>
      <p>{text.lead}</p>
      <form className={studio.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={text.name}>
          {(control) => (
            <input
              {...control}
              className={studio.input}
              value={name}
              maxLength={40}
              required
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={text.handle} hint={studioCatalogTexts.channelPage.handleHint}>
          {(control) => (
            <input
              {...control}
              className={studio.input}
              value={handle}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              maxLength={21}
              onChange={(event) => setHandle(event.target.value)}
            />
          )}
        </FormField>
        {error ? (
          <p className={studio.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={studio.actions}>
          <button type="submit" className="button" disabled={busy}>
            {busy ? text.creating : text.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
