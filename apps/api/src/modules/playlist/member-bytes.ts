import type { TPlaylistDetail } from '@sogon/contract/schemas/catalog';
import type { FastifyReply } from 'fastify';
import { type MemberParts, overlay, sharedParts } from './member-overlay.ts';

/*
 * A member's playlist page as bytes without serializing the whole page per request: the shared
 * visitor answer is serialized once (by the route's own serializer, so only declared fields reach
 * the wire) and cut where the caller's fields are; each member request writes only those fields
 * (a few dozen bytes per episode) between the cut pieces.
 *
 * Where to cut is found, not assumed: the visitor's own values of each part, written as the part
 * writes them, are looked up in the serialized text: the channel's and the playlist's once each,
 * the episodes' one after another in page order. A key followed by `":` cannot occur inside a
 * JSON string (a quote there is escaped), so a match is the field itself. When the serializer
 * writes a part otherwise (it did not match exactly once), the page is serialized whole instead.
 */

interface Template {
  /** The serialized `{result: answer}` between the parts; one more than `slots`. */
  pieces: string[];
  /** Which part goes after each piece but the last, in text order. */
  slots: Array<(parts: MemberParts) => object>;
}

const templates = new WeakMap<TPlaylistDetail, Template | null>();

/** A part as it sits in the serialized object: its fields without the braces. */
function written(part: object): string {
  return JSON.stringify(part).slice(1, -1);
}

function templateOf(reply: FastifyReply, shared: TPlaylistDetail): Template | null {
  const known = templates.get(shared);
  if (known !== undefined) return known;
  const made = cut(String(reply.serialize({ result: shared })), shared);
  templates.set(shared, made);
  return made;
}

/** Cuts the serialized visitor answer at its parts, or null when a part is not there exactly once. */
export function cut(json: string, shared: TPlaylistDetail): Template | null {
  const visitor = sharedParts(shared);
  const found: Array<{ at: number; length: number; slot: (parts: MemberParts) => object }> = [];
  const once = (text: string, slot: (parts: MemberParts) => object): boolean => {
    const at = json.indexOf(text);
    if (at < 0 || json.indexOf(text, at + 1) >= 0) return false;
    found.push({ at, length: text.length, slot });
    return true;
  };
  if (!once(written(visitor.channel), (parts) => parts.channel)) return null;
  if (!once(written(visitor.playlist), (parts) => parts.playlist)) return null;
  let from = 0;
  for (const [index, episode] of visitor.episodes.entries()) {
    const text = written(episode);
    const at = json.indexOf(text, from);
    if (at < 0) return null;
    found.push({ at, length: text.length, slot: (parts) => parts.episodes[index]! });
    from = at + text.length;
  }
  found.sort((a, b) => a.at - b.at);
  const pieces: string[] = [];
  let end = 0;
  for (const part of found) {
    if (part.at < end) return null;
    pieces.push(json.slice(end, part.at));
    end = part.at + part.length;
  }
  pieces.push(json.slice(end));
  return { pieces, slots: found.map((part) => part.slot) };
}

/** The serialized `{result: …}` of the member's page: the shared pieces with their parts between. */
export function splice(template: Template, parts: MemberParts): string {
  let json = template.pieces[0]!;
  for (const [index, slot] of template.slots.entries()) {
    json += written(slot(parts)) + template.pieces[index + 1]!;
  }
  return json;
}

/** Sends the member's page: `shared` (the visitor answer of their audience) with their parts. */
export function sendMemberJson(
  reply: FastifyReply,
  shared: TPlaylistDetail,
  parts: MemberParts,
): FastifyReply {
  const template = templateOf(reply, shared);
  if (!template) return reply.send({ result: overlay(shared, parts) });
  reply.type('application/json; charset=utf-8');
  return reply.send(splice(template, parts));
}
