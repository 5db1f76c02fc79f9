// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { useConfirm } from './use-confirm.ts';

function RemoveButton({ onRemove }: { onRemove: () => void }) {
  const ask = useConfirm();
  return (
    <button
      type="button"
      onClick={() =>
        ask('episode-remove-confirm', {
          title: '에피소드를 삭제할까요?',
          body: '삭제한 에피소드는 되돌릴 수 없어요.',
          confirmLabel: '삭제',
          onConfirm: onRemove,
        })
      }
    >
      에피소드 삭제
    </button>
  );
}

function setup() {
  const removed: string[] = [];
  const view = renderInApp(<RemoveButton onRemove={() => removed.push('yes')} />);
  return { ...view, removed };
}

describe('a studio confirmation', () => {
  it('asks first, and 취소 changes nothing and gives the focus back', async () => {
    const { user, removed } = setup();
    const opener = screen.getByRole('button', { name: '에피소드 삭제' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: '에피소드를 삭제할까요?' });
    expect(dialog.textContent).toContain('삭제한 에피소드는 되돌릴 수 없어요.');
    await user.click(screen.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removed).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('does the change on its confirm button, once', async () => {
    const { user, removed } = setup();
    await user.click(screen.getByRole('button', { name: '에피소드 삭제' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removed).toEqual(['yes']);
  });

  it('closes on Escape without doing it', async () => {
    const { user, removed } = setup();
    await user.click(screen.getByRole('button', { name: '에피소드 삭제' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removed).toEqual([]);
  });
});
