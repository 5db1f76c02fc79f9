// @vitest-environment happy-dom
import { COMMENT_MAX_LENGTH } from '@sogon/contract/limits';
import { commentTexts as text } from '@sogon/contract/messages/comments';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../test/render.tsx';
import { CommentForm } from './CommentForm.tsx';

/** What the section does with a submit: the texts and keys it was given, answering in turn. */
function sender(answers: boolean[]) {
  const calls: { text: string; key: string }[] = [];
  const onSubmit = async (value: string, key: string) => {
    calls.push({ text: value, key });
    return answers.shift() ?? true;
  };
  return { calls, onSubmit };
}

describe('CommentForm', () => {
  it('keeps 등록 off until something other than spaces is written', async () => {
    const user = userEvent.setup();
    const { calls, onSubmit } = sender([]);
    render(<CommentForm label="댓글 쓰기" onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: text.submit });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('댓글 쓰기'), '   ');
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('댓글 쓰기'), '좋아요');
    expect(submit).toHaveProperty('disabled', false);
    expect(calls).toEqual([]);
  });

  it('counts the characters, spoken as a description of the box', async () => {
    const user = userEvent.setup();
    render(<CommentForm label="댓글 쓰기" onSubmit={sender([]).onSubmit} />);
    const box = screen.getByLabelText('댓글 쓰기');
    await user.type(box, '비 오는 밤');
    const counter = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(counter?.textContent).toContain(text.counterSpoken(6, COMMENT_MAX_LENGTH));
    expect(box.getAttribute('maxlength')).toBe(String(COMMENT_MAX_LENGTH));
  });

  it('sends the trimmed text, then empties the box and keeps the focus in it', async () => {
    const user = userEvent.setup();
    const { calls, onSubmit } = sender([true]);
    render(<CommentForm label="댓글 쓰기" onSubmit={onSubmit} />);
    const box = screen.getByLabelText('댓글 쓰기') as HTMLTextAreaElement;
    await user.type(box, '  잘 들었어요  ');
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(box.value).toBe(''));
    expect(calls.map((call) => call.text)).toEqual(['잘 들었어요']);
    expect(document.activeElement).toBe(box);
  });

  it('keeps the text after a failure, and a retry sends the same key (posted at most once)', async () => {
    const user = userEvent.setup();
    const { calls, onSubmit } = sender([false, true]);
    render(<CommentForm label="댓글 쓰기" onSubmit={onSubmit} />);
    const box = screen.getByLabelText('댓글 쓰기') as HTMLTextAreaElement;
    await user.type(box, '다음 화 기다려요');
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(box.value).toBe('다음 화 기다려요');
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(box.value).toBe(''));
    expect(calls).toHaveLength(2);
    expect(calls[1]!.key).toBe(calls[0]!.key);
  });

  it('closes a reply form on 취소', async () => {
    const user = userEvent.setup();
    const closed: string[] = [];
    render(
      <CommentForm
        label="답글 쓰기"
        onSubmit={sender([]).onSubmit}
        onCancel={() => closed.push('x')}
        autoFocus
      />,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('답글 쓰기'));
    await user.click(screen.getByRole('button', { name: text.cancel }));
    expect(closed).toEqual(['x']);
  });
});
