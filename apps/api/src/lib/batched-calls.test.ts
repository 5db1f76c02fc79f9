import { describe, expect, it } from 'vitest';
import { batchedCalls } from './batched-calls.ts';

/** A batched doubling whose runs are recorded. */
function doubling(max = 10, answer?: (inputs: number[]) => Promise<number[]>) {
  const runs: number[][] = [];
  const call = batchedCalls<number, number>({
    max,
    run: (inputs) => {
      runs.push(inputs);
      return answer ? answer(inputs) : Promise.resolve(inputs.map((input) => input * 2));
    },
  });
  return { call, runs };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedCalls', () => {
  it('answers the calls of one turn with one run, each its own output, in the order asked', async () => {
    const { call, runs } = doubling();
    await expect(Promise.all([call(1), call(2), call(3)])).resolves.toEqual([2, 4, 6]);
    expect(runs).toEqual([[1, 2, 3]]);
  });

  it('runs the calls of later turns apart', async () => {
    const { call, runs } = doubling();
    const first = call(1);
    await turn();
    const second = call(2);
    await expect(Promise.all([first, second])).resolves.toEqual([2, 4]);
    expect(runs).toEqual([[1], [2]]);
  });

  it('splits a busy turn into runs of at most max calls', async () => {
    const { call, runs } = doubling(2);
    await expect(Promise.all([1, 2, 3, 4, 5].map(call))).resolves.toEqual([2, 4, 6, 8, 10]);
    expect(runs).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails every call of a failed run and only those', async () => {
    const { call } = doubling(2, async (inputs) => {
      if (inputs.includes(3)) throw new Error('refused');
      return inputs.map((input) => input * 2);
    });
    const answers = await Promise.allSettled([1, 2, 3, 4].map(call));
    expect(answers.map((answer) => answer.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
  });

  it('fails the calls of a run that throws at once or answers another number of outputs', async () => {
    const throwing = batchedCalls<number, number>({
      max: 10,
      run: () => {
        throw new Error('at once');
      },
    });
    await expect(throwing(1)).rejects.toThrow('at once');
    const { call } = doubling(10, async () => [1]);
    await expect(Promise.all([call(1), call(2)])).rejects.toThrow('answered 1 of 2');
  });

  it('runs where `enter` puts it', async () => {
    const entered: string[] = [];
    const call = batchedCalls<number, number>({
      max: 10,
      run: async (inputs) => inputs,
      enter: (work) => {
        entered.push('entered');
        work();
      },
    });
    await Promise.all([call(1), call(2)]);
    expect(entered).toEqual(['entered']);
  });
});
