// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/network.ts';
import { renderInApp } from '../../test/render.tsx';
import { postForm } from '../studio/studio-request.ts';
import { FileUploadSection } from './FileUploadSection.tsx';
import { useFileSend } from './use-studio-action.ts';

/** A cover section as the episode editor builds it, sending to the API's cover upload. */
function Cover() {
  const send = useFileSend('파일을 선택해 주세요.', async (file) => {
    const form = new FormData();
    form.append('image', file);
    const saved = await postForm<{ coverImg: string }>('/v1/studio/episodes/12/cover', form);
    return `커버를 저장했어요 (${saved.coverImg})`;
  });
  return (
    <FileUploadSection
      headingId="cover"
      title="커버 이미지"
      current={<p>지금 커버 없음</p>}
      label="커버 파일"
      hint="JPG, PNG"
      accept="image/png"
      buttonLabel="커버 올리기"
      send={send}
    />
  );
}

const png = () => new File(['png'], 'cover.png', { type: 'image/png' });

describe('FileUploadSection with useFileSend', () => {
  it('asks for a file before sending anything', async () => {
    const sent = stubApi(() => ({ result: {} }));
    const { user } = renderInApp(<Cover />);
    expect(screen.getByRole('region', { name: '커버 이미지' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '커버 올리기' }));
    expect(screen.getByRole('alert').textContent).toBe('파일을 선택해 주세요.');
    expect(sent).toHaveLength(0);
  });

  it('sends the chosen file and says it was saved', async () => {
    const sent = stubApi(() => ({ result: { coverImg: '/media/covers/12.jpg' } }));
    const { user } = renderInApp(<Cover />);
    await user.upload(screen.getByLabelText('커버 파일'), png());
    await user.click(screen.getByRole('button', { name: '커버 올리기' }));
    await waitFor(() =>
      expect(screen.getByText('커버를 저장했어요 (/media/covers/12.jpg)').getAttribute('role')).toBe(
        'status',
      ),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.path).toBe('/v1/studio/episodes/12/cover');
    expect((sent[0]!.body as FormData).get('image')).toBeInstanceOf(File);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the API's Korean detail when the upload is refused, and the button stays", async () => {
    stubApi(() => ({
      status: 400,
      message: 'ERROR_REQUEST_PARAMETER_WRONG',
      detail: '이미지는 10MB 이하로 올려 주세요.',
    }));
    const { user } = renderInApp(<Cover />);
    await user.upload(screen.getByLabelText('커버 파일'), png());
    await user.click(screen.getByRole('button', { name: '커버 올리기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('이미지는 10MB 이하로 올려 주세요.');
    const button = screen.getByRole('button', { name: '커버 올리기' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
  });

  it('ignores a second press while the first upload is on its way', async () => {
    let release: () => void = () => undefined;
    const sent = stubApi(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ result: { coverImg: '/c.jpg' } });
        }),
    );
    const { user } = renderInApp(<Cover />);
    await user.upload(screen.getByLabelText('커버 파일'), png());
    const button = screen.getByRole('button', { name: '커버 올리기' });
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    await user.click(button);
    release();
    await screen.findByText('커버를 저장했어요 (/c.jpg)');
    expect(sent).toHaveLength(1);
  });
});
