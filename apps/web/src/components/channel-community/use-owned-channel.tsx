'use client';

import { channelCommunityTexts } from '@sogon/contract/messages/channel-community';
import { studioCatalogEndpoints } from '@sogon/contract/routes/studio-catalog.endpoints';
import type { TStudioChannel } from '@sogon/contract/schemas/studio-catalog';
import { FormField } from '@web/components/form/FormField';
import studio from '@web/components/studio/Studio.module.css';
import { StudioGate } from '@web/components/studio-catalog/StudioGate';
import { browserApi } from '@web/lib/api/browser';
import { loadable } from '@web/lib/api/loadable';
import { useApiQuery } from '@web/lib/api/use-api-query';
import { type ReactNode, useState } from 'react';

const api = { studioCatalog: browserApi('studioCatalog', studioCatalogEndpoints) };
const text = channelCommunityTexts.studio;

/** The owner's channels (login, loading and failure through the studio gate), one picked; `children` gets it. */
export function OwnedChannel({ children }: { children: (channel: TStudioChannel) => ReactNode }) {
  const query = useApiQuery(api.studioCatalog.channels, {}, { member: true });
  const [pickedId, setPickedId] = useState<number | null>(null);
  return (
    <StudioGate loaded={loadable(query)} reload={query.reload}>
      {(list) => {
        if (list.length === 0) return <p className={studio.notice}>{text.noChannel}</p>;
        const channel = list.find((item) => item.id === pickedId) ?? list[0]!;
        return (
          <>
            {list.length > 1 ? (
              <FormField label={text.pickChannel}>
                {(control) => (
                  <select
                    {...control}
                    className={studio.select}
                    value={channel.id}
                    onChange={(event) => setPickedId(Number(event.target.value))}
                  >
                    {list.map((item) => (
                      <option key={item.id} value={item.id}>
                        {item.name}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            ) : null}
            {children(channel)}
          </>
        );
      }}
    </StudioGate>
  );
}
