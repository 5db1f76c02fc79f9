import { opsCatalogTexts } from '@sogon/contract/messages/ops-catalog';
import type {
  TOpsChannelRow,
  TOpsEpisode,
  TOpsEpisodeUpdate,
  TOpsPlaylistDetail,
  TOpsPlaylistUpdate,
} from '@sogon/contract/schemas/ops-catalog';
import { AppError } from '#api/http/app-error';
import type { ConsoleAuth, SignedInOperator } from '#api/modules/ops';
import type { OpsCatalogRepository } from './ops-catalog.repository.ts';

const details = opsCatalogTexts.details;

function wrong(detail: string, status?: number): AppError {
  return new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail, ...(status ? { status } : {}) });
}

/** Whether the body asks for more than hiding or publishing (an edit, operator only). */
function edits(body: Record<string, unknown>): boolean {
  return Object.entries(body).some(
    ([key, value]) => key !== 'reason' && key !== 'status' && value !== undefined,
  );
}

/**
 * Content management from the console (issue 17): hide/publish is moderation (operator,
 * support); prices, the 19+ flag and categories are edits (operator). Every change writes its
 * audit row in its own transaction, then `changed()` drops the answers this process keeps
 * (the home cache), so members see the change on their next request.
 */
export function createOpsCatalog(deps: {
  repository: OpsCatalogRepository;
  auth: ConsoleAuth;
  now: () => Date;
  changed: () => void;
}) {
  const { repository, auth } = deps;

  async function playlist(id: number): Promise<TOpsPlaylistDetail> {
    const found = await repository.playlist(id);
    if (!found) throw wrong(details.noPlaylist, 404);
    return found;
  }

  return {
    playlists: repository.playlists,
    playlist,
    channels: repository.channels,

    async updatePlaylist(
      signedIn: SignedInOperator,
      id: number,
      body: TOpsPlaylistUpdate,
    ): Promise<TOpsPlaylistDetail> {
      if (edits(body)) auth.may(signedIn, 'contentEdit');
      const { reason, ...change } = body;
      const result = await repository.updatePlaylist(id, change, deps.now(), (tx, before, after) =>
        auth.audit(tx, signedIn, {
          action: 'content.playlist.update',
          target: `playlist:${id}`,
          reason,
          before,
          after,
        }),
      );
      if (result === 'missing') throw wrong(details.noPlaylist, 404);
      if (result === 'unchanged') throw wrong(details.nothingToChange);
      deps.changed();
      return result;
    },

    async updateEpisode(
      signedIn: SignedInOperator,
      id: number,
      body: TOpsEpisodeUpdate,
    ): Promise<TOpsEpisode> {
      if (edits(body)) auth.may(signedIn, 'contentEdit');
      const { reason, ...change } = body;
      const result = await repository.updateEpisode(id, change, (tx, before, after) =>
        auth.audit(tx, signedIn, {
          action: 'content.episode.update',
          target: `episode:${id}`,
          reason,
          before,
          after,
        }),
      );
      if (result === 'missing') throw wrong(details.noEpisode, 404);
      if (result === 'unchanged') throw wrong(details.nothingToChange);
      deps.changed();
      return result;
    },

    async updateChannel(
      signedIn: SignedInOperator,
      id: number,
      body: { reason: string; status: 'published' | 'hidden' },
    ): Promise<TOpsChannelRow> {
      const result = await repository.updateChannel(id, body.status, (tx, before, after) =>
        auth.audit(tx, signedIn, {
          action: 'content.channel.update',
          target: `channel:${id}`,
          reason: body.reason,
          before,
          after,
        }),
      );
      if (result === 'missing') throw wrong(details.noChannel, 404);
      if (result === 'unchanged') throw wrong(details.nothingToChange);
      deps.changed();
      return result;
    },
  };
}

export type OpsCatalog = ReturnType<typeof createOpsCatalog>;
