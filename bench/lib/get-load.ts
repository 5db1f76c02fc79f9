/**
 * The audience benchmark's load generator, a child process of its own (lib/fork-load.ts): one
 * autocannon run of GET `url` with `headers`, so the load never shares the server's event loop.
 */
import { answerLoad } from './fork-load.ts';
import { type LoadOptions, type LoadResult, measure } from './load.ts';

export interface GetLoadInput {
  url: string;
  headers: Record<string, string>;
  options: LoadOptions;
}

answerLoad<GetLoadInput, LoadResult>((input) =>
  measure(input.url, input.options, { headers: input.headers }),
);
