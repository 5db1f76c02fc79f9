/**
 * Calls made in one turn of the event loop, answered by one call for all of them (the DataLoader
 * pattern): `run` gets the inputs in the order they were asked and answers one output per input,
 * in that order. A turn's calls go together once the turn's I/O callbacks have run (setImmediate),
 * at most `max` at a time. With one call in the turn, `run` gets just that one; a busy server
 * sends one statement where it would send many. A failed `run` fails every call in it.
 */
export function batchedCalls<I, O>(options: {
  run: (inputs: I[]) => Promise<O[]>;
  max: number;
  /** Where the shared call runs (e.g. outside any one request's scope); default: as scheduled. */
  enter?: (work: () => void) => void;
}): (input: I) => Promise<O> {
  let waiting: Array<{ input: I; resolve: (output: O) => void; reject: (error: unknown) => void }> = [];

  const send = (calls: typeof waiting) => {
    let answered: Promise<O[]>;
    try {
      answered = options.run(calls.map((call) => call.input));
    } catch (error) {
      answered = Promise.reject(error);
    }
    answered.then(
      (outputs) => {
        if (outputs.length !== calls.length) {
          const error = new Error(`batched call answered ${outputs.length} of ${calls.length}`);
          for (const call of calls) call.reject(error);
          return;
        }
        for (const [index, call] of calls.entries()) call.resolve(outputs[index]!);
      },
      (error: unknown) => {
        for (const call of calls) call.reject(error);
      },
    );
  };

  const flush = () => {
    const calls = waiting;
    waiting = [];
    for (let from = 0; from < calls.length; from += options.max) {
      send(calls.slice(from, from + options.max));
    }
  };

  return (input) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (waiting.length === 1) {
        setImmediate(() => (options.enter ? options.enter(flush) : flush()));
      }
    });
}
