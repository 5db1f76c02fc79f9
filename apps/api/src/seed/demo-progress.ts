/**
 * How far the first start's demo publishing has come, as this process knows it: the health
 * answer reports it, so a newcomer's script or the browser journeys can wait for every demo
 * episode to be playable while the site already answers (ADR 026).
 */
export interface DemoMediaProgress {
  /** Episodes with a published package, of `total`; both 0 until publishing has counted them. */
  published: number;
  total: number;
  /** True once publishing has finished (or found nothing to do). */
  done: boolean;
}

export function createDemoMediaProgress(): DemoMediaProgress {
  return { published: 0, total: 0, done: false };
}
