import { describe, expect, it } from 'vitest';
import { type FocusTarget, focusKind, type KeyContext, type KeyInput, keyAction } from './keyboard.ts';

const key = (code: string, patch: Partial<KeyInput> = {}): KeyInput => ({
  key: '',
  code,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...patch,
});
const page: KeyContext = { focus: 'other', inPlayer: false };

describe('keyboard shortcuts', () => {
  it('maps the documented keys', () => {
    expect(keyAction(key('Space'), page)).toBe('toggle');
    expect(keyAction(key('KeyK'), page)).toBe('toggle');
    expect(keyAction(key('ArrowLeft'), page)).toBe('back');
    expect(keyAction(key('KeyJ'), page)).toBe('back');
    expect(keyAction(key('ArrowRight'), page)).toBe('forward');
    expect(keyAction(key('KeyL'), page)).toBe('forward');
    expect(keyAction(key('KeyM'), page)).toBe('mute');
    expect(keyAction(key('KeyN'), page)).toBe('next');
    expect(keyAction(key('KeyF'), page)).toBe('toggle-view');
    expect(keyAction(key('Comma', { shiftKey: true, key: '<' }), page)).toBe('slower');
    expect(keyAction(key('Period', { shiftKey: true, key: '>' }), page)).toBe('faster');
  });

  it('works with the Korean IME on (physical keys)', () => {
    expect(keyAction(key('KeyK', { key: 'ㅏ' }), page)).toBe('toggle');
    expect(keyAction(key('KeyM', { key: 'ㅡ' }), page)).toBe('mute');
  });

  it('leaves comma and period alone without Shift', () => {
    expect(keyAction(key('Comma', { key: ',' }), page)).toBeNull();
    expect(keyAction(key('Period', { key: '.' }), page)).toBeNull();
  });

  it('changes the volume with ↑/↓ only inside the player, so pages still scroll', () => {
    expect(keyAction(key('ArrowUp'), page)).toBeNull();
    expect(keyAction(key('ArrowUp'), { focus: 'other', inPlayer: true })).toBe('volume-up');
    expect(keyAction(key('ArrowDown'), { focus: 'button', inPlayer: true })).toBe('volume-down');
  });

  it('never fires in text fields or with modifier keys', () => {
    expect(keyAction(key('KeyK'), { focus: 'text', inPlayer: true })).toBeNull();
    expect(keyAction(key('Space'), { focus: 'text', inPlayer: false })).toBeNull();
    expect(keyAction(key('KeyL', { ctrlKey: true }), page)).toBeNull();
    expect(keyAction(key('KeyF', { metaKey: true }), page)).toBeNull();
    expect(keyAction(key('ArrowLeft', { altKey: true }), page)).toBeNull();
  });

  it('lets buttons keep Space and sliders keep the arrows', () => {
    expect(keyAction(key('Space'), { focus: 'button', inPlayer: true })).toBeNull();
    expect(keyAction(key('KeyK'), { focus: 'button', inPlayer: true })).toBe('toggle');
    expect(keyAction(key('ArrowLeft'), { focus: 'slider', inPlayer: true })).toBeNull();
    expect(keyAction(key('ArrowUp'), { focus: 'slider', inPlayer: true })).toBeNull();
    expect(keyAction(key('KeyJ'), { focus: 'slider', inPlayer: true })).toBe('back');
  });

  it('ignores other keys', () => {
    expect(keyAction(key('KeyA', { key: 'a' }), page)).toBeNull();
    expect(keyAction(key('Enter', { key: 'Enter' }), page)).toBeNull();
  });
});

const element = (tagName: string, attrs: Record<string, string> = {}, extra: Partial<FocusTarget> = {}) => ({
  tagName,
  getAttribute: (name: string) => attrs[name] ?? null,
  ...extra,
});

describe('focus kinds', () => {
  it('treats editable things as text', () => {
    expect(focusKind(element('INPUT', {}, { type: 'text' }))).toBe('text');
    expect(focusKind(element('INPUT', {}, { type: 'search' }))).toBe('text');
    expect(focusKind(element('TEXTAREA'))).toBe('text');
    expect(focusKind(element('SELECT'))).toBe('text');
    expect(focusKind(element('DIV', {}, { isContentEditable: true }))).toBe('text');
  });

  it('tells buttons and sliders apart', () => {
    expect(focusKind(element('BUTTON'))).toBe('button');
    expect(focusKind(element('A'))).toBe('button');
    expect(focusKind(element('INPUT', {}, { type: 'checkbox' }))).toBe('button');
    expect(focusKind(element('INPUT', {}, { type: 'range' }))).toBe('slider');
    expect(focusKind(element('DIV', { role: 'slider' }))).toBe('slider');
    expect(focusKind(element('DIV', { role: 'button' }))).toBe('button');
  });

  it('treats the page itself as other', () => {
    expect(focusKind(element('BODY'))).toBe('other');
    expect(focusKind(null)).toBe('other');
  });
});
