import { MEDIA_TYPES } from '@sogon/contract/enums';
import { type TPlaylistDetail, ZPlaylistDetail } from '@sogon/contract/schemas/catalog';
import { PLAY_REASONS } from '@sogon/contract/schemas/purchases';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { envelope } from '#api/http/envelope';
import { responseSerializerCompiler } from '#api/http/serializer';
import { playUrl } from '#api/modules/media';
import { cut, splice } from './member-bytes.ts';
import { type MemberParts, overlay } from './member-overlay.ts';

// The route's own serializer (fast-json-stringify from the contract's schema).
const serialize = responseSerializerCompiler({
  schema: envelope(ZPlaylistDetail),
  method: 'GET',
  url: '/v2/playlist/:id',
  httpStatus: '200',
} as Parameters<typeof responseSerializerCompiler>[0]) as (value: unknown) => string;

// Texts that look like the fields being cut for: a title may hold anything.
const tricky = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '"mediaUrl":null,"access":"login_required","likeCount":0,"liked":false',
    '\\"followerCount\\":0,"following":false,"isOwner":false}',
    '"preferCount":0,"preferred":false,"waitFreeAt":null}}',
    '"likeCount":0,"liked":false,"rentedUntil":null',
    '빗소리 "ASMR" \\ \n\t\u0000 \u2028',
  ),
);
const count = fc.nat({ max: 1_000_000 });
const access = fc.constantFrom(...PLAY_REASONS);
const mediaType = fc.constantFrom(...MEDIA_TYPES);
const iso = fc.integer({ min: 0, max: 4_000_000_000_000 }).map((ms) => new Date(ms).toISOString());

const episode = (id: number) =>
  fc.record({
    id: fc.constant(id),
    episodeNo: fc.integer({ min: 0, max: 999 }),
    title: tricky,
    description: tricky,
    mediaType: mediaType,
    durationSec: fc.nat(),
    isFree: fc.boolean(),
    price: fc.nat({ max: 100 }),
    openDt: iso,
    mediaUrl: fc.option(fc.constant(playUrl(id)), { nil: null }),
    access,
    likeCount: count,
    liked: fc.constant(false),
    rentedUntil: fc.constant(null),
    rentalPrice: fc.nat({ max: 100 }),
  });

const visitorAnswer: fc.Arbitrary<TPlaylistDetail> = fc
  .uniqueArray(fc.integer({ min: 1, max: 10_000_000 }), { maxLength: 12 })
  .chain((ids) =>
    fc.record({
      id: fc.integer({ min: 1, max: 10_000_000 }),
      title: tricky,
      description: tricky,
      coverImg: tricky,
      mediaType: mediaType,
      isFree: fc.boolean(),
      price: fc.nat({ max: 100 }),
      isAdult: fc.boolean(),
      episodeCount: fc.constant(ids.length),
      tags: fc.array(tricky, { maxLength: 3 }),
      channel: fc.record({
        id: fc.integer({ min: 1, max: 10_000 }),
        name: tricky,
        profileImg: tricky,
        followerCount: count,
        following: fc.constant(false),
        isOwner: fc.constant(false),
      }),
      openDt: iso,
      bundlePrice: fc.nat({ max: 1_000 }),
      episodes: fc.tuple(...ids.map(episode)),
      preferCount: count,
      preferred: fc.constant(false),
      waitFreeAt: fc.constant(null),
      rentalHours: fc.integer({ min: 1, max: 720 }),
      waitFree: fc.option(
        fc.record({
          hours: fc.integer({ min: 1, max: 720 }),
          excludeNewest: fc.nat({ max: 5 }),
          rentalHours: fc.nat({ max: 720 }),
        }),
        { nil: null },
      ),
    }),
  );

const partsFor = (shared: TPlaylistDetail): fc.Arbitrary<MemberParts> =>
  fc.record({
    channel: fc.record({ followerCount: count, following: fc.boolean(), isOwner: fc.boolean() }),
    episodes: fc.tuple(
      ...shared.episodes.map((item) =>
        fc.record({
          mediaUrl: fc.option(fc.constant(playUrl(item.id)), { nil: null }),
          access,
          likeCount: count,
          liked: fc.boolean(),
          rentedUntil: fc.option(iso, { nil: null }),
        }),
      ),
    ),
    playlist: fc.record({
      preferCount: count,
      preferred: fc.boolean(),
      waitFreeAt: fc.option(iso, { nil: null }),
    }),
  });

describe("a member's playlist bytes spliced into the visitor's", () => {
  it('come out byte for byte as the serializer writes the whole member answer', () => {
    fc.assert(
      fc.property(
        visitorAnswer.chain((shared) => fc.tuple(fc.constant(shared), partsFor(shared))),
        ([shared, parts]) => {
          const template = cut(serialize({ result: shared }), shared);
          expect(template).not.toBeNull();
          const member = overlay(shared, parts);
          expect(splice(template!, parts)).toBe(serialize({ result: member }));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses to cut text where a part is not written as expected', () => {
    fc.assert(
      fc.property(visitorAnswer, (shared) => {
        // Serialized otherwise (spaces after the colons): no part is found, so nothing is cut.
        expect(cut(JSON.stringify({ result: shared }, null, 1), shared)).toBeNull();
      }),
      { numRuns: 50 },
    );
  });
});
