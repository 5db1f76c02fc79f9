// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../../test/render.tsx';
import { CheckField, FileField, IdChecks, NumberField, TextField, toggledId } from './Fields.tsx';

function Hearts({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <NumberField label="월 하트" hint="1~100개" error={error} value={value} onValue={setValue} />
      <p>입력: {value}</p>
    </>
  );
}

function Tiers() {
  const [ids, setIds] = useState<number[]>([2]);
  return (
    <>
      <IdChecks
        choices={[
          { id: 1, label: '새벽 멤버' },
          { id: 2, label: '한밤 멤버' },
          { id: 3, label: '정오 멤버' },
        ]}
        selected={ids}
        onChange={setIds}
      />
      <output>{ids.join(',')}</output>
    </>
  );
}

describe('studio fields', () => {
  it('types into a labelled number field, with its hint and error read with it', async () => {
    const user = userEvent.setup();
    render(<Hearts error="하트 수를 확인해 주세요." />);
    const input = screen.getByLabelText('월 하트');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      '1~100개',
      '하트 수를 확인해 주세요.',
    ]);
    expect(screen.getByRole('alert').textContent).toBe('하트 수를 확인해 주세요.');
    await user.type(input, '30');
    expect(screen.getByText('입력: 30')).toBeTruthy();
  });

  it('passes its own attributes on and leaves an uncontrolled field to the form', () => {
    render(
      <form aria-label="업로드">
        <TextField label="제목" name="title" maxLength={40} required />
      </form>,
    );
    const input = screen.getByLabelText('제목') as HTMLInputElement;
    expect(input.name).toBe('title');
    expect(input.maxLength).toBe(40);
    expect(input.required).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('hands the chosen file on', async () => {
    const user = userEvent.setup();
    const chosen: (string | null)[] = [];
    render(<FileField label="커버" accept="image/png" onFile={(file) => chosen.push(file?.name ?? null)} />);
    const input = screen.getByLabelText('커버') as HTMLInputElement;
    expect(input.type).toBe('file');
    await user.upload(input, new File(['png'], 'cover.png', { type: 'image/png' }));
    expect(chosen).toEqual(['cover.png']);
  });

  it('checks and unchecks a labelled checkbox', async () => {
    const user = userEvent.setup();
    const seen: boolean[] = [];
    render(<CheckField label="무료 공개" defaultChecked={false} onCheck={(checked) => seen.push(checked)} />);
    const box = screen.getByRole('checkbox', { name: '무료 공개' });
    await user.click(box);
    await user.click(screen.getByText('무료 공개'));
    expect(seen).toEqual([true, false]);
  });

  it('keeps the set of checked ids in the order they were picked', async () => {
    const user = userEvent.setup();
    render(<Tiers />);
    expect(screen.getByRole('checkbox', { name: '한밤 멤버' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('checkbox', { name: '정오 멤버' }));
    await user.click(screen.getByRole('checkbox', { name: '한밤 멤버' }));
    await user.click(screen.getByRole('checkbox', { name: '새벽 멤버' }));
    expect(screen.getByRole('status').textContent).toBe('3,1');
    expect(screen.getByRole('checkbox', { name: '한밤 멤버' })).toHaveProperty('checked', false);
    expect(toggledId([1, 2], 2, false)).toEqual([1]);
  });
});
